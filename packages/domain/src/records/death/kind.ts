import { deathTimeliness } from '../../dashboard/tallies.ts';
import { deathCorrections } from './corrections.ts';
import { ANY_DATE, type RecordKind } from '../kind.ts';
import { registrationTimingFlags } from '../shared/flags.ts';
import { identityNumbersOf } from '../shared/identity.ts';
import { deathParticularsLayout } from './layout.ts';
import { deathManifest } from './manifest.ts';
import { deathRegistrationDetailSchema, deathRegistrationSummarySchema } from './review.ts';
import {
  deathRegistrationSubmissionSchema,
  type DeathRegistrationSubmission,
} from './submission.ts';

/** The deceased's name and date of birth (`''` when unknown), the names duplicate key. */
function namesKey({ deceased }: DeathRegistrationSubmission): string {
  return `names:${deceased.surname.toLowerCase()}|${deceased.firstname.toLowerCase()}|${deceased.date_of_birth ?? ''}`;
}

/** Deaths: form A (a child under 5) and form B (any other death), DESIGN.md "Form variants". */
export const deathKind: RecordKind<DeathRegistrationSubmission> = {
  ...deathManifest,
  particulars: deathParticularsLayout,
  corrections: deathCorrections,
  submissionSchema: deathRegistrationSubmissionSchema,
  summarySchema: deathRegistrationSummarySchema,
  detailSchema: deathRegistrationDetailSchema,
  recordTypeOf: (submission) => submission.record_type,
  eventDate: (submission) => submission.deceased.date_of_death,
  subjectFirstname: (submission) => submission.deceased.firstname,
  searchNames: ({ deceased }) => [deceased.firstname, deceased.middlename, deceased.surname],
  summaryOf: ({ record_type, form, deceased }) => ({
    record_type,
    form,
    deceased: {
      surname: deceased.surname,
      firstname: deceased.firstname,
      middlename: deceased.middlename,
      sex: deceased.sex,
      dateOfDeath: deceased.date_of_death,
      ageAtDeath: { value: deceased.age_at_death.value, unit: deceased.age_at_death.unit },
    },
  }),
  // The same person's death registered twice: by their NIN (whatever the date), or by their
  // names and date of birth with the same date of death.
  duplicateKeys: (submission) => {
    const date = submission.deceased.date_of_death;
    return [
      ...(submission.deceased.nin ? [{ key: `nin:${submission.deceased.nin}`, date }] : []),
      { key: namesKey(submission), date },
    ];
  },
  duplicateProbes: (submission) => {
    const date = submission.deceased.date_of_death;
    return [
      ...(submission.deceased.nin ? [{ key: `nin:${submission.deceased.nin}`, ...ANY_DATE }] : []),
      { key: namesKey(submission), from: date, to: date },
    ];
  },
  describe: (summary) => {
    const deceased = summary.deceased as {
      firstname: string;
      surname: string;
      dateOfDeath: string;
    };
    return `${deceased.firstname} ${deceased.surname}, died ${deceased.dateOfDeath}`;
  },
  flags: (submission, now) => registrationTimingFlags(submission.deceased.date_of_death, now),
  tally: (submission, now) => ({
    sex: Number(submission.deceased.sex),
    place: null,
    timeliness: deathTimeliness(submission.deceased.date_of_death, now),
  }),
  identityNumbers: (submission) => [
    ...identityNumbersOf('deceased', submission.deceased),
    ...identityNumbersOf('informant', submission.informant),
    ...identityNumbersOf('mother', submission.mother),
  ],
  files: (submission) => [
    { url: submission.informant.signature },
    ...submission.documents.map(({ url, mimeType }) => ({ url, mimeType })),
  ],
};
