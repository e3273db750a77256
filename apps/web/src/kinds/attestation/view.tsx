import {
  attestationDetailSchema,
  attestationSummarySchema,
  RECORD_KIND_MANIFESTS,
  type AttestationDetail,
  type AttestationSummary,
} from '@vitalreg/domain';
import { formatDate } from '@/lib/dates';
import { fullName, recordPaths, viewOf, type RecordKindView } from '@/features/records';
import {
  AttestationParticulars,
  attestationRecordFiles,
} from './components/detail/attestation-particulars';
import { attestationPaths } from './paths';

const applicantForm = (row: AttestationSummary) =>
  row.has_nin ? 'Applicant with a NIN' : 'Applicant without a NIN';

/** Birth attestations on the shared list, record and review screens. */
export const attestationView: RecordKindView<AttestationSummary, AttestationDetail> = {
  ...viewOf(RECORD_KIND_MANIFESTS.attestation),
  queryKey: 'birth-attestations',
  plural: 'Birth attestations',
  singular: 'birth attestation',
  filterLabel: 'Attestations',
  paths: recordPaths(attestationPaths),
  summarySchema: attestationSummarySchema,
  detailSchema: attestationDetailSchema,
  subjectName: (row) => fullName(row.applicant),
  columns: [
    { header: 'Applicant', cell: (row) => fullName(row.applicant) },
    { header: 'Date of birth', cell: (row) => formatDate(row.applicant.dateOfBirth), nowrap: true },
    { header: 'Form', cell: (row) => (row.has_nin ? 'With NIN' : 'Without NIN'), nowrap: true },
  ],
  eventPhrase: (row) => `born ${formatDate(row.applicant.dateOfBirth)}`,
  cardLine: applicantForm,
  queueLine: (row) => `Born ${formatDate(row.applicant.dateOfBirth)} · ${applicantForm(row)}`,
  descriptors: (row) => [applicantForm(row)],
  // Every applicant is an adult: the birth is always more than five years past.
  lateNotice: {
    late: 'Late application.',
    overFiveYears: 'A birth never registered, attested for an adult applicant.',
  },
  Particulars: AttestationParticulars,
  recordFiles: attestationRecordFiles,
};
