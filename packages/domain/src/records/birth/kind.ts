import { birthTimeliness } from '../../dashboard/tallies.ts';
import { birthCorrections } from './corrections.ts';
import type { RecordKind, SubmissionFile } from '../kind.ts';
import { identityNumbersOf } from '../shared/identity.ts';
import { birthRegistrationFlags } from './flags.ts';
import { birthParticularsLayout } from './layout.ts';
import { birthManifest } from './manifest.ts';
import { birthRegistrationDetailSchema, birthRegistrationSummarySchema } from './review.ts';
import {
  birthRegistrationSubmissionSchema,
  type BirthRegistrationSubmission,
} from './submission.ts';

const names = (person: { surname: string; firstname: string; middlename?: string | null }) => ({
  surname: person.surname,
  firstname: person.firstname,
  middlename: person.middlename ?? null,
});

/** A parent's names in a summary: null unless both surname and first name are known. */
const parentNames = (
  parent: { surname?: string | null; firstname?: string | null; middlename?: string | null } | null,
) =>
  parent?.surname && parent.firstname
    ? {
        surname: parent.surname,
        firstname: parent.firstname,
        middlename: parent.middlename ?? null,
      }
    : null;

const PEOPLE = ['mother', 'father', 'informant'] as const;

/** Births and birth notifications (DESIGN.md "Form variants": claimed, unclaimed, notification). */
export const birthKind: RecordKind<BirthRegistrationSubmission> = {
  ...birthManifest,
  particulars: birthParticularsLayout,
  corrections: birthCorrections,
  submissionSchema: birthRegistrationSubmissionSchema,
  summarySchema: birthRegistrationSummarySchema,
  detailSchema: birthRegistrationDetailSchema,
  recordTypeOf: (submission) => submission.record_type,
  eventDate: (submission) => submission.child.childBirthDate.slice(0, 10),
  subjectFirstname: (submission) => submission.child.firstname,
  searchNames: ({ child, mother }) => [
    child.firstname,
    child.middlename,
    child.surname,
    mother?.firstname,
    mother?.middlename,
    mother?.surname,
  ],
  summaryOf: (submission) => ({
    Claimed: submission.Claimed,
    record_type: submission.record_type,
    child: {
      ...names(submission.child),
      sex: submission.child.sex,
      childBirthDate: submission.child.childBirthDate.slice(0, 10),
    },
    mother: parentNames(submission.mother),
    father: parentNames(submission.father),
  }),
  // Same child date of birth and the same mother's NIN, or her names and a similar first name.
  duplicateKeys: ({ child, mother }) => {
    const date = child.childBirthDate.slice(0, 10);
    return [
      ...(mother?.nin ? [{ key: `mother-nin:${mother.nin}`, date }] : []),
      ...(mother?.surname && mother.firstname
        ? [{ key: `mother-names:${motherNamesKey(mother.surname, mother.firstname)}`, date }]
        : []),
    ];
  },
  duplicateProbes: ({ child, mother }) => {
    const date = child.childBirthDate.slice(0, 10);
    return [
      ...(mother?.nin ? [{ key: `mother-nin:${mother.nin}`, from: date, to: date }] : []),
      ...(mother?.surname && mother.firstname
        ? [
            {
              key: `mother-names:${motherNamesKey(mother.surname, mother.firstname)}`,
              from: date,
              to: date,
              similarFirstname: child.firstname,
            },
          ]
        : []),
    ];
  },
  describe: (summary) => {
    const child = summary.child as { firstname: string; surname: string; childBirthDate: string };
    return `${child.firstname} ${child.surname}, born ${child.childBirthDate}`;
  },
  flags: (submission, now) => birthRegistrationFlags(submission.child.childBirthDate, now),
  tally: (submission, now) => ({
    sex: Number(submission.child.sex),
    place: Number(submission.child.place_of_occurrence),
    timeliness: birthTimeliness(submission.child.childBirthDate, now),
  }),
  identityNumbers: (submission) =>
    PEOPLE.flatMap((person) => identityNumbersOf(person, submission[person])),
  files: (submission) => {
    const files: SubmissionFile[] = submission.SupportingDocument.map(({ url, mimeType }) => ({
      url,
      mimeType,
    }));
    for (const url of [
      submission.child.face,
      submission.informant?.signature,
      submission.informant?.face,
    ]) {
      if (url) files.push({ url });
    }
    return files;
  },
};

function motherNamesKey(surname: string, firstname: string): string {
  return `${surname.toLowerCase()}|${firstname.toLowerCase()}`;
}
