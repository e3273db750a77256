import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ROLE_PERMISSIONS,
  hasAnyPermission,
  PERMISSIONS,
  SECTION_ACCESS,
} from './permissions.ts';
import { OTHER_ACCESS_ROLE_IDS, ROLE_IDS, ROLE_NAMES, roleNameById } from './roles.ts';

describe('hasAnyPermission', () => {
  it('passes when no permission is required', () => {
    expect(hasAnyPermission([], undefined)).toBe(true);
    expect(hasAnyPermission([], [])).toBe(true);
  });

  it('passes when any one of the required set is held', () => {
    expect(hasAnyPermission(['Can_List_Birth'], ['Can_See_Birth', 'Can_List_Birth'])).toBe(true);
    expect(hasAnyPermission(['Can_See_Death'], ['Can_See_Birth', 'Can_List_Birth'])).toBe(false);
    expect(hasAnyPermission([], ['Can_See_Birth'])).toBe(false);
  });
});

describe('DEFAULT_ROLE_PERMISSIONS', () => {
  const sectionsOf = (role: keyof typeof DEFAULT_ROLE_PERMISSIONS) =>
    Object.entries(SECTION_ACCESS)
      .filter(([, required]) => hasAnyPermission(DEFAULT_ROLE_PERMISSIONS[role], required))
      .map(([section]) => section);

  it('an adhoc only sees birth registrations', () => {
    expect(sectionsOf('adhoc')).toEqual(['birth-registrations']);
  });

  it('admin holds every permission', () => {
    expect([...DEFAULT_ROLE_PERMISSIONS.admin].sort()).toEqual([...PERMISSIONS].sort());
    expect(sectionsOf('admin')).toEqual(Object.keys(SECTION_ACCESS));
  });

  it('every role has an entry of known permissions; only admin manages users', () => {
    for (const role of ROLE_NAMES) {
      for (const permission of DEFAULT_ROLE_PERMISSIONS[role]) {
        expect(PERMISSIONS).toContain(permission);
      }
    }
    const managers = ROLE_NAMES.filter((r) =>
      DEFAULT_ROLE_PERMISSIONS[r].includes('Can_Manage_Users'),
    );
    expect(managers).toEqual(['admin']);
    expect(DEFAULT_ROLE_PERMISSIONS.state_commissioner).not.toContain('Can_See_Birth');
  });
});

describe('roles', () => {
  it('ids of spec section 6; 6 is unused', () => {
    expect(ROLE_IDS.registra).toBe(3);
    expect(ROLE_IDS.state_commissioner).toBe(10);
    expect(roleNameById(5)).toBe('admin');
    expect(roleNameById(6)).toBeUndefined();
    expect(OTHER_ACCESS_ROLE_IDS).toEqual([1, 2, 5, 3, 7]);
  });
});
