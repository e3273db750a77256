import {
  birthRegistrationDetailSchema,
  birthRegistrationSummarySchema,
  RECORD_KIND_MANIFESTS,
  type BirthRegistrationDetail,
  type BirthRegistrationSummary,
} from '@vitalreg/domain';
import { formatDate } from '@/lib/dates';
import {
  fullName,
  lateNotices,
  recordPaths,
  viewOf,
  type RecordKindView,
} from '@/features/records';
import { BirthParticulars, birthRecordFiles } from './components/detail/particulars';
import { birthPaths } from './paths';

function motherLine(record: BirthRegistrationSummary): string {
  if (record.mother) return fullName(record.mother);
  return record.Claimed ? '—' : 'Unclaimed child';
}

/** Births and birth notifications on the shared list, record and review screens. */
export const birthView: RecordKindView<BirthRegistrationSummary, BirthRegistrationDetail> = {
  ...viewOf(RECORD_KIND_MANIFESTS.birth),
  queryKey: 'birth-registrations',
  plural: 'Birth registrations',
  singular: 'birth registration',
  filterLabel: 'Births',
  paths: recordPaths(birthPaths),
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
  lateNotice: lateNotices('birth'),
  Particulars: BirthParticulars,
  recordFiles: birthRecordFiles,
};
