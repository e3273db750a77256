import type { BirthRegistrationSummary } from '@vitalreg/domain';

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
