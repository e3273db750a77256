import type { RecordKindManifest } from '../kind.ts';
import { STILLBIRTH_FORM_VARIANTS, STILLBIRTH_RECORD_TYPES, STILLBIRTH_STEPS } from './steps.ts';

/** What the registry, screens and access policy know of the kind, without its schemas. */
export const stillbirthManifest = {
  key: 'stillbirth',
  name: 'stillbirth',
  subject: 'delivery',
  recordTypes: STILLBIRTH_RECORD_TYPES,
  section: 'still-births',
  apiPath: 'stillbirth',
  reviewPath: 'stillbirth',
  referencePrefix: 'SB',
  certificate: { name: 'Stillbirth certificate', series: 'stillbirth', prefix: 'SB/' },
  steps: STILLBIRTH_STEPS,
  variants: STILLBIRTH_FORM_VARIANTS,
  permissions: { see: ['Can_See_Stillbirth'], list: ['Can_See_Stillbirth'] },
  queueable: true,
} as const satisfies RecordKindManifest;
