import type { ModificationStatus } from '@vitalreg/domain';

/** What the requests list is narrowed to. */
export interface ModificationFilters {
  status?: ModificationStatus | undefined;
  mod_field?: string | undefined;
}

/** Every modification query of a kind starts with `['modifications', kind]`. */
export const modificationQueryKeys = {
  all: ['modifications'] as const,
  kind: (kind: string) => ['modifications', kind] as const,
  /** A certificate number read as the API reads it: trimmed, in capitals. */
  certificate: (kind: string, number: string) =>
    ['modifications', kind, 'certificate', number.trim().toUpperCase()] as const,
  list: (kind: string, page: number, filters: ModificationFilters, limit?: number) =>
    ['modifications', kind, 'list', page, filters, limit ?? null] as const,
  stats: (kind: string) => ['modifications', kind, 'stats'] as const,
  request: (kind: string, id: number) => ['modifications', kind, 'request', id] as const,
};
