import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS } from './permissions.ts';
import { maySeeRecordReads, PERSONAL_READS } from './record-reads.ts';
import { ROUTE_ACCESS } from './route-access.ts';
import { ROLE_NAMES } from './roles.ts';

describe('reads of personal data', () => {
  it("are shown on a record's history to reviewers and national roles, by default", () => {
    const seeing = ROLE_NAMES.filter((role) =>
      maySeeRecordReads({ permissions: DEFAULT_ROLE_PERMISSIONS[role] }),
    );
    expect(seeing.sort()).toEqual(['admin', 'dcr', 'state_director', 'sub_admin', 'tiu']);
  });

  it('are declared on GET routes of a record or a list only', () => {
    const reads = ROUTE_ACCESS.filter((row) => row.read);
    for (const row of reads) {
      expect(row.method, row.path).toBe('GET');
      // A list names no record; every other read names one (or its file).
      expect(row.read === 'list', row.path).toBe(row.scope === 'list');
    }
    // Every kind of read is some route's.
    expect(new Set(reads.map((row) => row.read))).toEqual(new Set(PERSONAL_READS));
  });
});
