import { recordListQuerySchema, type ApplicationStatus } from '@vitalreg/domain';
import { readAddressFilters, writeAddressFilters } from '@/lib/address-filters';
import type { RecordListFilters } from '../../api/get-records';

/*
 * A records list's filters: status, capture dates, centre and page live in the address, so Back
 * and a shared link keep them. The name search and the certificate number find people: they
 * are kept in the browser's history entry only (Back keeps them; an address, a shared link or a
 * server's log never holds them). docs/dates-and-messages.md, "Filters in the address".
 */

const ADDRESS_KEYS = ['status', 'from', 'to', 'centre_id', 'page'] as const;
type AddressKey = (typeof ADDRESS_KEYS)[number];

/** Each value is checked by the API's own rule for it; one it would refuse is left out. */
const acceptedByApi = (key: AddressKey, value: string) =>
  recordListQuerySchema.shape[key].safeParse(value).success;

/** The private filters of a history entry (its `state`). */
interface PrivateFilters {
  q?: string;
  certificate_number?: string;
}

function privateFiltersOf(state: unknown): PrivateFilters {
  const held = (state ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
  return { q: text(held.q), certificate_number: text(held.certificate_number) };
}

/** The list's filters and page from the address and the history entry's state. */
export function readListAddress(
  search: URLSearchParams,
  state: unknown,
): { filters: RecordListFilters; page: number } {
  const found = readAddressFilters(search, ADDRESS_KEYS, acceptedByApi);
  const filters: RecordListFilters = {
    status: found.status as ApplicationStatus | undefined,
    from: found.from,
    to: found.to,
    centre_id: found.centre_id ? Number(found.centre_id) : undefined,
    ...privateFiltersOf(state),
  };
  const defined = Object.entries(filters).filter(([, value]) => value !== undefined);
  return { filters: Object.fromEntries(defined), page: Number(found.page ?? 1) };
}

/** Where `filters` and `page` are written: the address's query string and the entry's state. */
export function listAddress(
  filters: RecordListFilters,
  page: number,
): { search: URLSearchParams; state: PrivateFilters | null } {
  const search = writeAddressFilters({
    status: filters.status,
    from: filters.from,
    to: filters.to,
    centre_id: filters.centre_id,
    page: page > 1 ? page : undefined,
  });
  const state = {
    q: filters.q || undefined,
    certificate_number: filters.certificate_number || undefined,
  };
  return { search, state: state.q || state.certificate_number ? state : null };
}
