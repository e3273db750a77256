import { attestationUI } from '@/kinds/attestation';
import { birthUI } from '@/kinds/birth';
import { deathUI } from '@/kinds/death';
import { registerKindUIs } from '@/features/records/kind-ui';
import { stillbirthUI } from '@/kinds/stillbirth';

/**
 * The record kinds this app serves, in the review queue's order: the one place the web app
 * lists them. Everything else (router, sidebar, top bar, outbox, reprint, verification) reads
 * the registry. Importing this module registers them.
 */
export const KIND_UIS = [birthUI, deathUI, stillbirthUI, attestationUI] as const;

registerKindUIs(KIND_UIS);
