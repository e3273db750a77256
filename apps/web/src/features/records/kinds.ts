import {
  attestationDetailSchema,
  attestationSummarySchema,
  birthRegistrationDetailSchema,
  birthRegistrationSummarySchema,
  deathRegistrationDetailSchema,
  deathRegistrationSummarySchema,
  formatAgeAtDeath,
  lookupLabel,
  RECORD_KIND_MANIFESTS,
  SEXES,
  stillbirthDetailSchema,
  stillbirthSummarySchema,
  type AttestationDetail,
  type AttestationSummary,
  type BirthRegistrationDetail,
  type BirthRegistrationSummary,
  type DeathRegistrationDetail,
  type DeathRegistrationSummary,
  type RecordKindKey,
  type RecordKindManifest,
  type StillbirthDetail,
  type StillbirthSummary,
} from '@vitalreg/domain';
import { paths } from '@/config/paths';
import {
  AttestationParticulars,
  attestationRecordFiles,
} from '@/features/attestation/components/detail/attestation-particulars';
import {
  BirthParticulars,
  birthRecordFiles,
} from '@/features/birth-registration/components/detail/particulars';
import {
  DeathParticulars,
  deathRecordFiles,
} from '@/features/death-registration/components/detail/death-particulars';
import { StillbirthParticulars } from '@/features/stillbirth/components/detail/stillbirth-particulars';
import { formatDate } from '@/lib/dates';
import { fullName } from './components/list/format';
import { recordPaths } from './record-paths';
import type { RecordKindView } from './types';

/*
 * The web side of the record engine's kinds. Key, API paths, permissions and the certificate
 * number's answer field come from the kind's manifest (records/<kind>/manifest.ts in the
 * domain), which loads no schemas.
 */

/** What a view takes from its kind's manifest. */
const viewOf = <K extends RecordKindManifest>(manifest: K) => ({
  key: manifest.key as K['key'],
  apiPath: manifest.apiPath,
  reviewPath: manifest.reviewPath,
  permissions: manifest.permissions,
  certificateField: manifest.certificate.answerField,
});

function motherLine(record: BirthRegistrationSummary): string {
  if (record.mother) return fullName(record.mother);
  return record.Claimed ? '—' : 'Unclaimed child';
}

export const birthRecordKind: RecordKindView<BirthRegistrationSummary, BirthRegistrationDetail> = {
  ...viewOf(RECORD_KIND_MANIFESTS.birth),
  queryKey: 'birth-registrations',
  plural: 'Birth registrations',
  singular: 'birth registration',
  filterLabel: 'Births',
  paths: recordPaths(paths.dashboard.birthRegistrations),
  summarySchema: birthRegistrationSummarySchema,
  detailSchema: birthRegistrationDetailSchema,
  subjectName: (row) => fullName(row.child),
  columns: [
    { header: 'Child', cell: (row) => fullName(row.child) },
    { header: 'Date of birth', cell: (row) => formatDate(row.child.childBirthDate), nowrap: true },
    { header: 'Mother', cell: motherLine },
  ],
  eventPhrase: (row) => `born ${formatDate(row.child.childBirthDate)}`,
  cardLine: (row) => `Mother: ${motherLine(row)}`,
  queueLine: (row) =>
    `Born ${formatDate(row.child.childBirthDate.slice(0, 10))} · ${
      row.Claimed ? `Mother ${fullName(row.mother)}` : 'Unclaimed child'
    }`,
  descriptors: (row) => [
    row.Claimed ? 'Claimed' : 'Unclaimed',
    ...(row.record_type === 'birth_notification' ? ['Birth notification'] : []),
  ],
  lateNotice: {
    late: 'Late registration.',
    overFiveYears: 'Registered more than five years after the birth.',
  },
  Particulars: BirthParticulars,
  recordFiles: birthRecordFiles,
};

const deathAge = (row: DeathRegistrationSummary) => formatAgeAtDeath(row.deceased.ageAtDeath);

export const deathRecordKind: RecordKindView<DeathRegistrationSummary, DeathRegistrationDetail> = {
  ...viewOf(RECORD_KIND_MANIFESTS.death),
  queryKey: 'death-registrations',
  plural: 'Death registrations',
  singular: 'death registration',
  filterLabel: 'Deaths',
  paths: recordPaths(paths.dashboard.deathRegistrations),
  summarySchema: deathRegistrationSummarySchema,
  detailSchema: deathRegistrationDetailSchema,
  subjectName: (row) => fullName(row.deceased),
  columns: [
    { header: 'Deceased', cell: (row) => fullName(row.deceased) },
    { header: 'Date of death', cell: (row) => formatDate(row.deceased.dateOfDeath), nowrap: true },
    { header: 'Age at death', cell: deathAge, nowrap: true },
  ],
  eventPhrase: (row) => `died ${formatDate(row.deceased.dateOfDeath)}`,
  cardLine: (row) => `Age at death: ${deathAge(row)}`,
  queueLine: (row) => `Died ${formatDate(row.deceased.dateOfDeath)} · aged ${deathAge(row)}`,
  descriptors: (row) => [row.form === 'form_a' ? 'Form A (child under 5)' : 'Form B'],
  lateNotice: {
    late: 'Late registration.',
    overFiveYears: 'Registered more than five years after the death.',
  },
  Particulars: DeathParticulars,
  recordFiles: deathRecordFiles,
};

const stillbirthSex = (row: StillbirthSummary) =>
  lookupLabel(SEXES, row.stillbirth.sex) ?? String(row.stillbirth.sex);

export const stillbirthRecordKind: RecordKindView<StillbirthSummary, StillbirthDetail> = {
  ...viewOf(RECORD_KIND_MANIFESTS.stillbirth),
  queryKey: 'stillbirths',
  plural: 'Stillbirths',
  singular: 'stillbirth',
  filterLabel: 'Stillbirths',
  paths: recordPaths(paths.dashboard.stillBirths),
  summarySchema: stillbirthSummarySchema,
  detailSchema: stillbirthDetailSchema,
  // The mother is the person a stillbirth is registered by and found by.
  subjectName: (row) => `${row.mother.fullname} (mother)`,
  columns: [
    { header: 'Mother', cell: (row) => row.mother.fullname },
    {
      header: 'Date of delivery',
      cell: (row) => formatDate(row.stillbirth.dateOfDelivery),
      nowrap: true,
    },
    { header: 'Sex', cell: stillbirthSex },
  ],
  eventPhrase: (row) => `delivered ${formatDate(row.stillbirth.dateOfDelivery)}`,
  cardLine: (row) => `Sex: ${stillbirthSex(row)}`,
  queueLine: (row) =>
    `Delivered ${formatDate(row.stillbirth.dateOfDelivery)} · ${stillbirthSex(row)}`,
  descriptors: (row) => [`${stillbirthSex(row)} stillbirth`],
  lateNotice: {
    late: 'Late registration.',
    overFiveYears: 'Registered more than five years after the delivery.',
  },
  Particulars: StillbirthParticulars,
};

const applicantForm = (row: AttestationSummary) =>
  row.has_nin ? 'Applicant with a NIN' : 'Applicant without a NIN';

export const attestationRecordKind: RecordKindView<AttestationSummary, AttestationDetail> = {
  ...viewOf(RECORD_KIND_MANIFESTS.attestation),
  queryKey: 'birth-attestations',
  plural: 'Birth attestations',
  singular: 'birth attestation',
  filterLabel: 'Attestations',
  paths: recordPaths(paths.dashboard.birthAttestations),
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

/** Every kind has its record screens on the shared frame. */
export type ViewedRecordKindKey = RecordKindKey;

export const RECORD_KIND_VIEWS: Record<ViewedRecordKindKey, RecordKindView> = {
  birth: birthRecordKind,
  death: deathRecordKind,
  stillbirth: stillbirthRecordKind,
  attestation: attestationRecordKind,
};

/** The review queue's kind filter, in order. */
export const REVIEW_KIND_ORDER: readonly ViewedRecordKindKey[] = [
  'birth',
  'death',
  'stillbirth',
  'attestation',
];
/** The review queue's kind when none is chosen. */
export const DEFAULT_REVIEW_KIND: ViewedRecordKindKey = 'birth';
