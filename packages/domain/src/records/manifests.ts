import { attestationManifest } from './attestation/manifest.ts';
import { birthManifest } from './birth/manifest.ts';
import { deathManifest } from './death/manifest.ts';
import type { RecordKindKey, RecordKindManifest } from './kind.ts';
import { stillbirthManifest } from './stillbirth/manifest.ts';

/**
 * Every kind's manifest by key: what screens, route guards and the access policy read without
 * loading any kind's schemas (the login page's JavaScript stays small).
 */
export const RECORD_KIND_MANIFESTS = {
  birth: birthManifest,
  death: deathManifest,
  stillbirth: stillbirthManifest,
  attestation: attestationManifest,
} as const satisfies Record<RecordKindKey, RecordKindManifest>;

/** The manifests in the registry's order. */
export const RECORD_KIND_MANIFEST_LIST: readonly RecordKindManifest[] =
  Object.values(RECORD_KIND_MANIFESTS);
