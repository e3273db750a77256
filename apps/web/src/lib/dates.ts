/** Dates as the registry writes them, in Nigeria's time zone: "05 Nov 2026", "05 Nov 2026, 14:30". */

const TIME_ZONE = 'Africa/Lagos';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  timeZone: TIME_ZONE,
});

const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: TIME_ZONE,
});

/** A calendar date (yyyy-mm-dd) or an ISO date-time as "05 Nov 2026"; "—" for none. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

/** An ISO date-time or a timestamp as "05 Nov 2026, 14:30"; "—" for none. */
export function formatDateTime(value: string | number | null | undefined): string {
  if (value == null || value === '') return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : dateTimeFormat.format(date);
}
