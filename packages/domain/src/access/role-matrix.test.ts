import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from './permissions.ts';
import { matrixPermissions, PERMISSION_GROUPS } from './role-matrix.ts';

describe('the role matrix', () => {
  it('shows every permission once, in a group', () => {
    const shown = PERMISSION_GROUPS.flatMap((group) => group.permissions);
    expect([...shown].sort()).toEqual([...PERMISSIONS].sort());
    expect(matrixPermissions()).toHaveLength(PERMISSIONS.length);
  });
});
