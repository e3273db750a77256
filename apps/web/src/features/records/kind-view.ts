import type { RecordKindManifest } from '@vitalreg/domain';

/** What a kind's view (`RecordKindView`) takes from its manifest, which loads no schemas. */
export const viewOf = <K extends RecordKindManifest>(manifest: K) => ({
  key: manifest.key as K['key'],
  apiPath: manifest.apiPath,
  reviewPath: manifest.reviewPath,
  permissions: manifest.permissions,
  certificateField: manifest.certificate.answerField,
});
