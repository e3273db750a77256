import {
  lookupLabel,
  RECORD_KIND_MANIFESTS,
  SEXES,
  stillbirthDetailSchema,
  stillbirthSummarySchema,
  type StillbirthDetail,
  type StillbirthSummary,
} from '@vitalreg/domain';
import { formatDate } from '@/lib/dates';
import { lateNotices, recordPaths, viewOf, type RecordKindView } from '@/features/records';
import { StillbirthParticulars } from './components/detail/stillbirth-particulars';
import { stillbirthPaths } from './paths';

const stillbirthSex = (row: StillbirthSummary) =>
  lookupLabel(SEXES, row.stillbirth.sex) ?? String(row.stillbirth.sex);

/** Stillbirths on the shared list, record and review screens. */
export const stillbirthView: RecordKindView<StillbirthSummary, StillbirthDetail> = {
  ...viewOf(RECORD_KIND_MANIFESTS.stillbirth),
  queryKey: 'stillbirths',
  plural: 'Stillbirths',
  singular: 'stillbirth',
  filterLabel: 'Stillbirths',
  paths: recordPaths(stillbirthPaths),
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
  lateNotice: lateNotices('delivery'),
  Particulars: StillbirthParticulars,
};
