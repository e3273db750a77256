import { LATE_REGISTRATION_DAYS, type RecordKindManifest } from '@vitalreg/domain';

/** What a kind's view (`RecordKindView`) takes from its manifest, which loads no schemas. */
export const viewOf = <K extends RecordKindManifest>(manifest: K) => ({
  key: manifest.key as K['key'],
  apiPath: manifest.apiPath,
  reviewPath: manifest.reviewPath,
  permissions: manifest.permissions,
  certificateField: manifest.certificate.answerField,
});

/**
 * What the record's page says of its timing flags (`registrationTimingFlags`: the event more
 * than 8 days, or 5 years, before the day it was registered), in a clerk's words.
 */
export const lateNotices = (event: string) => ({
  late: `Late registration: the ${event} was registered more than ${LATE_REGISTRATION_DAYS} days after it happened.`,
  overFiveYears: `Registered more than five years after the ${event}.`,
});
