import { attestationCorrections } from './corrections.ts';
import { ANY_DATE, type RecordKind, type SubmissionFile } from '../kind.ts';
import { registrationTimingFlags } from '../shared/flags.ts';
import { identityNumbersOf } from '../shared/identity.ts';
import { attestationParticularsLayout } from './layout.ts';
import { attestationManifest } from './manifest.ts';
import { attestationDetailSchema, attestationSummarySchema } from './review.ts';
import {
  attestationSubmissionSchema,
  attestationWithNinSchema,
  attestationWithoutNinSchema,
  type AttestationSubmission,
} from './submission.ts';

/**
 * Why an attestation is refused when the applicant's birth is registered (409): naming the
 * birth only to a caller who may open it (outside their area, only that one exists).
 */
export function alreadyRegisteredMessage(birth?: {
  reference: string;
  certificate_number: string | null;
}): string {
  const number = !birth
    ? ''
    : birth.certificate_number
      ? ` (birth certificate number ${birth.certificate_number})`
      : ` (birth registration ${birth.reference}, awaiting approval)`;
  return (
    `This person's birth is already registered${number}. ` +
    'A letter of attestation is only for a birth that was never registered.'
  );
}

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
  particulars: attestationParticularsLayout,
  corrections: attestationCorrections,
  submissionSchema: attestationSubmissionSchema,
  summarySchema: attestationSummarySchema,
  detailSchema: attestationDetailSchema,
  // The spec's two forms: with a NIN at the kind's `/add`, without one at its own path.
  submitPaths: [
    { path: `${attestationManifest.apiPath}/add`, body: attestationWithNinSchema },
    { path: 'self-attestation/no-nin', body: attestationWithoutNinSchema },
  ],
  // Birth records hold no NIN of the child: the applicant is matched by day and names.
  registeredAs: {
    kind: 'birth',
    surnameAt: ['child', 'surname'],
    subjectOf: ({ applicant }) => ({
      eventDate: applicant.date_of_birth,
      firstname: applicant.firstname,
      surname: applicant.surname,
    }),
    message: alreadyRegisteredMessage,
  },
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
  // An attestation stands for a birth never registered: it counts as over 5 years late.
  tally: (submission) => ({
    sex: Number(submission.applicant.sex),
    place: null,
    timeliness: 'over_5_years',
  }),
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
    fields: ['reference', 'waiver_id'],
    requestOf: ({ reference, waiver_id }) => ({
      payment_reference: reference,
      waiver_id,
    }),
  },
};
