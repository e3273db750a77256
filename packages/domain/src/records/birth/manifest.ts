import type { RecordKindManifest } from '../kind.ts';
import { BIRTH_FORM_VARIANTS, BIRTH_RECORD_TYPES, BIRTH_STEPS } from './steps.ts';

/** What the registry, screens and access policy know of the kind, without its schemas. */
export const birthManifest = {
  key: 'birth',
  name: 'birth registration',
  subject: 'child',
  recordTypes: BIRTH_RECORD_TYPES,
  section: 'birth-registrations',
  apiPath: 'birth-registration',
  reviewPath: 'birth',
  referencePrefix: 'BR',
  certificate: {
    name: 'Birth certificate',
    series: 'birth',
    prefix: '',
    answerField: 'Certificate_No',
  },
  steps: BIRTH_STEPS,
  variants: BIRTH_FORM_VARIANTS,
  permissions: { see: ['Can_See_Birth'], list: ['Can_List_Birth', 'Can_See_Birth'] },
  queueable: true,
} as const satisfies RecordKindManifest;
