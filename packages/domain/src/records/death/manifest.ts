import type { RecordKindManifest } from '../kind.ts';
import { DEATH_FORM_VARIANTS, DEATH_RECORD_TYPES, DEATH_STEPS } from './steps.ts';

/** What the registry, screens and access policy know of the kind, without its schemas. */
export const deathManifest = {
  key: 'death',
  name: 'death registration',
  subject: 'person',
  recordTypes: DEATH_RECORD_TYPES,
  section: 'death-registrations',
  apiPath: 'death-registration',
  reviewPath: 'death',
  referencePrefix: 'DR',
  certificate: {
    name: 'Death certificate',
    series: 'death',
    prefix: 'DC/',
    answerField: 'death_certificate_number',
  },
  steps: DEATH_STEPS,
  variants: DEATH_FORM_VARIANTS,
  permissions: { see: ['Can_See_Death'], list: ['Can_List_Death', 'Can_See_Death'] },
  queueable: true,
} as const satisfies RecordKindManifest;
