import type { BirthRegistrationSummary, Pagination } from '@vitalreg/domain';

type Names = { surname: string; firstname: string; middlename: string | null } | null;

export function fullName(person: Names): string {
  if (!person) return '—';
  return [person.surname, person.firstname, person.middlename].filter(Boolean).join(' ');
}

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  timeZone: 'Africa/Lagos',
});
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Africa/Lagos',
});

/** A calendar date (yyyy-mm-dd) or an ISO date-time as "05 Nov 2026". */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateTimeFormat.format(date);
}

export function motherLine(record: BirthRegistrationSummary): string {
  if (record.mother) return fullName(record.mother);
  return record.Claimed ? '—' : 'Unclaimed child';
}

const countFormat = new Intl.NumberFormat('en-GB');

/**
 * How many records a list holds: "1 record", "12 records", or "1,001+ records" when the server
 * gave only a floor (a capped count, or a name search, which is not counted).
 */
export function recordCount(pagination: Pick<Pagination, 'total' | 'totalCapped'>): string {
  const total = countFormat.format(pagination.total);
  if (pagination.totalCapped) return `${total}+ records`;
  return pagination.total === 1 ? '1 record' : `${total} records`;
}

/** "page 2 of 5", or "page 2" when the number of pages is not known. */
export function pageOf(pagination: Pick<Pagination, 'page' | 'pages' | 'totalCapped'>): string {
  return pagination.totalCapped
    ? `page ${pagination.page}`
    : `page ${pagination.page} of ${pagination.pages}`;
}
