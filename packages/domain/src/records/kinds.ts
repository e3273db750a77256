import { attestationKind } from './attestation/kind.ts';
import { birthKind } from './birth/kind.ts';
import { deathKind } from './death/kind.ts';
import type { RecordKind, RecordKindKey } from './kind.ts';
import { stillbirthKind } from './stillbirth/kind.ts';

/** Every kind's declaration by key (DESIGN.md "Record engine"). */
export const RECORD_KIND_DECLARATIONS = {
  birth: birthKind,
  death: deathKind,
  stillbirth: stillbirthKind,
  attestation: attestationKind,
} as const satisfies Record<RecordKindKey, RecordKind>;

/** A kind's declaration, for the engine's code that serves every kind alike. */
export function recordKindOf(key: RecordKindKey): RecordKind {
  return RECORD_KIND_DECLARATIONS[key];
}
