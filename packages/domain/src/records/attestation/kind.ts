import { ANY_DATE, type RecordKind, type SubmissionFile } from '../kind.ts';
import { registrationTimingFlags } from '../shared/flags.ts';
import { identityNumbersOf } from '../shared/identity.ts';
import { attestationManifest } from './manifest.ts';
import { attestationSubmissionSchema, type AttestationSubmission } from './submission.ts';

const word = (name: string | null | undefined) =>
  (name ?? '').toLowerCase().trim().replace(/\s+/g, ' ');

/** The applicant's names, date of birth and parents' surnames and first names, as compared. */
function namesKey({ applicant, parents }: AttestationSubmission): string {
  return [
    applicant.surname,
    applicant.firstname,
    parents.father.surname,
    parents.father.firstname,
    parents.mother.surname,
    parents.mother.firstname,
  ]
    .map(word)
    .join('|');
}

/**
 * Letters of attestation of birth for adults whose birth was never registered (issue 18): two
 * forms, with and without a NIN, one record kind; the attestation fee is paid and single-use.
 */
export const attestationKind: RecordKind<AttestationSubmission> = {
  ...attestationManifest,
  submissionSchema: attestationSubmissionSchema,
  recordTypeOf: (submission) => submission.record_type,
  eventDate: (submission) => submission.applicant.date_of_birth,
  subjectFirstname: (submission) => submission.applicant.firstname,
  searchNames: ({ applicant, parents }) => [
    applicant.firstname,
    applicant.middlename,
    applicant.surname,
    parents.mother.firstname,
    parents.mother.surname,
  ],
  summaryOf: ({ record_type, applicant }) => ({
    record_type,
    has_nin: Boolean(applicant.nin),
    applicant: {
      surname: applicant.surname,
      firstname: applicant.firstname,
      middlename: applicant.middlename ?? null,
      sex: applicant.sex,
      dateOfBirth: applicant.date_of_birth,
    },
  }),
  // The same NIN (any date), or the same names, date of birth and parents.
  duplicateKeys: (submission) => {
    const date = submission.applicant.date_of_birth;
    return [
      ...(submission.applicant.nin ? [{ key: `nin:${submission.applicant.nin}`, date }] : []),
      { key: `names:${namesKey(submission)}`, date },
    ];
  },
  duplicateProbes: (submission) => {
    const date = submission.applicant.date_of_birth;
    return [
      ...(submission.applicant.nin
        ? [{ key: `nin:${submission.applicant.nin}`, ...ANY_DATE }]
        : []),
      { key: `names:${namesKey(submission)}`, from: date, to: date },
    ];
  },
  describe: (summary) => {
    const applicant = summary.applicant as {
      firstname: string;
      surname: string;
      dateOfBirth: string;
    };
    return `${applicant.firstname} ${applicant.surname}, born ${applicant.dateOfBirth}`;
  },
  flags: (submission, now) => registrationTimingFlags(submission.applicant.date_of_birth, now),
  identityNumbers: ({ applicant }) => identityNumbersOf('applicant', applicant),
  files: ({ applicant, parents, affidavit }) => {
    const files: SubmissionFile[] = [{ url: applicant.face }];
    if (parents.signature) files.push({ url: parents.signature });
    for (const document of [parents.support_document, affidavit]) {
      if (document) files.push({ url: document.url, mimeType: document.mimeType });
    }
    return files;
  },
  payment: {
    service: 'attestation',
    fields: ['reference', 'waiver_reason'],
    requestOf: ({ reference, waiver_reason }) => ({
      payment_reference: reference,
      waiver_reason,
    }),
  },
};
