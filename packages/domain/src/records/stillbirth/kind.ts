import { addDays, type RecordKind } from '../kind.ts';
import { registrationTimingFlags } from '../shared/flags.ts';
import { stillbirthParticularsLayout } from './layout.ts';
import { stillbirthManifest } from './manifest.ts';
import { stillbirthDetailSchema, stillbirthSummarySchema } from './review.ts';
import { stillbirthSubmissionSchema, type StillbirthSubmission } from './submission.ts';

/** A second stillbirth of the same mother within this many days is a possible duplicate. */
export const STILLBIRTH_DUPLICATE_WINDOW_DAYS = 5;

function motherKey({ mother }: StillbirthSubmission): string {
  return `mother:${mother.fullname.toLowerCase().trim().replace(/\s+/g, ' ')}`;
}

/** Stillbirths (DESIGN.md "Form variants": one wizard, after "Was the baby ever born alive?"). */
export const stillbirthKind: RecordKind<StillbirthSubmission> = {
  ...stillbirthManifest,
  particulars: stillbirthParticularsLayout,
  submissionSchema: stillbirthSubmissionSchema,
  summarySchema: stillbirthSummarySchema,
  detailSchema: stillbirthDetailSchema,
  recordTypeOf: (submission) => submission.record_type,
  eventDate: (submission) => submission.stillbirth.date_of_delivery,
  subjectFirstname: () => null,
  searchNames: ({ mother }) => [mother.fullname],
  summaryOf: ({ record_type, stillbirth, mother }) => ({
    record_type,
    stillbirth: { sex: stillbirth.sex, dateOfDelivery: stillbirth.date_of_delivery },
    mother: { fullname: mother.fullname },
  }),
  duplicateKeys: (submission) => [
    { key: motherKey(submission), date: submission.stillbirth.date_of_delivery },
  ],
  duplicateProbes: (submission) => {
    const date = submission.stillbirth.date_of_delivery;
    return [
      {
        key: motherKey(submission),
        from: addDays(date, -STILLBIRTH_DUPLICATE_WINDOW_DAYS),
        to: addDays(date, STILLBIRTH_DUPLICATE_WINDOW_DAYS),
      },
    ];
  },
  describe: (summary) => {
    const mother = summary.mother as { fullname: string };
    const stillbirth = summary.stillbirth as { dateOfDelivery: string };
    return `mother ${mother.fullname}, delivered ${stillbirth.dateOfDelivery}`;
  },
  flags: (submission, now) => registrationTimingFlags(submission.stillbirth.date_of_delivery, now),
  tally: (submission) => ({
    sex: Number(submission.stillbirth.sex),
    place: Number(submission.stillbirth.place),
    timeliness: null,
  }),
  identityNumbers: () => [],
  files: () => [],
};
