/*
 * A screen's filters kept in the address's query string, so that Back and a shared link keep
 * them (docs/dates-and-messages.md, "Filters in the address"). Only what is not personal data
 * goes there: codes, dates, ids, a page number; never a name or a number that finds a person.
 */

/**
 * The address's values of `keys`; a value `accept` refuses (a hand-written address may say
 * anything) and an empty one are left out.
 */
export function readAddressFilters<K extends string>(
  search: URLSearchParams,
  keys: readonly K[],
  accept: (key: K, value: string) => boolean = () => true,
): Partial<Record<K, string>> {
  const found: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const value = search.get(key);
    if (value && accept(key, value)) found[key] = value;
  }
  return found;
}

/** The query string of `filters`, in the order given; empty values are left out. */
export function writeAddressFilters(
  filters: Readonly<Record<string, string | number | null | undefined>>,
): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  return search;
}
