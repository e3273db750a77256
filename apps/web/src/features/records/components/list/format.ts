import type { Pagination } from '@vitalreg/domain';

type Names = { surname: string; firstname: string; middlename?: string | null } | null;

/** A person's names as the registry writes them: surname first; "—" for nobody. */
export function fullName(person: Names | undefined): string {
  if (!person) return '—';
  return [person.surname, person.firstname, person.middlename].filter(Boolean).join(' ');
}

export { capitalise } from '@vitalreg/domain';

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
