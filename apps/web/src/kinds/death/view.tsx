import {
  deathRegistrationDetailSchema,
  deathRegistrationSummarySchema,
  formatAgeAtDeath,
  RECORD_KIND_MANIFESTS,
  type DeathRegistrationDetail,
  type DeathRegistrationSummary,
} from '@vitalreg/domain';
import { formatDate } from '@/lib/dates';
import {
  fullName,
  lateNotices,
  recordPaths,
  viewOf,
  type RecordKindView,
} from '@/features/records';
import { DeathParticulars, deathRecordFiles } from './components/detail/death-particulars';
import { deathPaths } from './paths';

const deathAge = (row: DeathRegistrationSummary) => formatAgeAtDeath(row.deceased.ageAtDeath);

/** Deaths on the shared list, record and review screens. */
export const deathView: RecordKindView<DeathRegistrationSummary, DeathRegistrationDetail> = {
  ...viewOf(RECORD_KIND_MANIFESTS.death),
  queryKey: 'death-registrations',
  plural: 'Death registrations',
  singular: 'death registration',
  filterLabel: 'Deaths',
  paths: recordPaths(deathPaths),
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
  lateNotice: lateNotices('death'),
  Particulars: DeathParticulars,
  recordFiles: deathRecordFiles,
};
