import type { RecordKindManifest } from '../kind.ts';
import { ATTESTATION_FORM_VARIANTS, ATTESTATION_RECORD_TYPES, ATTESTATION_STEPS } from './steps.ts';

/** What the registry, screens and access policy know of the kind, without its schemas. */
export const attestationManifest = {
  key: 'attestation',
  name: 'birth attestation',
  subject: 'applicant',
  recordTypes: ATTESTATION_RECORD_TYPES,
  section: 'birth-attestations',
  apiPath: 'birth-attestation',
  reviewPath: 'attestation',
  referencePrefix: 'BA',
  certificate: {
    name: 'Attestation certificate',
    series: 'attestation',
    prefix: 'BA/',
    answerField: 'attestation_number',
  },
  steps: ATTESTATION_STEPS,
  variants: ATTESTATION_FORM_VARIANTS,
  permissions: {
    see: ['Can_See_Attestation'],
    list: ['Can_List_Attestation', 'Can_See_Attestation'],
  },
  queueable: false,
} as const satisfies RecordKindManifest;
