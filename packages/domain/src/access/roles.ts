/** Role ids of spec section 6. Id 6 is not used. */
export const ROLE_IDS = {
  state_director: 1,
  dcr: 2,
  registra: 3,
  adhoc: 4,
  admin: 5,
  hospital: 7,
  sub_admin: 8,
  tiu: 9,
  state_commissioner: 10,
} as const;

export type RoleName = keyof typeof ROLE_IDS;
export type RoleId = (typeof ROLE_IDS)[RoleName];

export const ROLE_NAMES = Object.keys(ROLE_IDS) as RoleName[];

/** Human-readable titles shown on screens (the role key stays the spec's spelling). */
export const ROLE_TITLES: Record<RoleName, string> = {
  state_director: 'State Director',
  dcr: 'DCR',
  registra: 'Registrar',
  adhoc: 'Adhoc Staff',
  admin: 'Admin',
  hospital: 'Hospital',
  sub_admin: 'Sub Admin',
  tiu: 'TIU',
  state_commissioner: 'State Commissioner',
};

export function roleNameById(id: number): RoleName | undefined {
  return ROLE_NAMES.find((name) => ROLE_IDS[name] === id);
}

/** Roles that see the sidebar's "Other Access" group (spec's fixed list 1, 2, 5, 3, 7). */
export const OTHER_ACCESS_ROLE_IDS: readonly number[] = [1, 2, 5, 3, 7];

/** The "Other Access" targets: the DCR/State Director application and the Admin one. */
export const OTHER_ACCESS_TARGETS = ['dcr', 'admin'] as const;
export type OtherAccessTarget = (typeof OTHER_ACCESS_TARGETS)[number];

/**
 * The query parameter of a link handed to another application: a one-time code that it
 * exchanges for a session (never the session token itself).
 */
export const HANDOFF_PARAM = 'handoff';

/**
 * Where a role works. A user's records and lists are limited to this area:
 * their own registration centre, their LGA, their state, or the whole country.
 */
export type Scope = 'centre' | 'lga' | 'state' | 'country';

export const ROLE_SCOPE: Record<RoleName, Scope> = {
  adhoc: 'centre',
  hospital: 'centre',
  registra: 'centre',
  dcr: 'lga',
  state_director: 'state',
  state_commissioner: 'state',
  sub_admin: 'country',
  tiu: 'country',
  admin: 'country',
};
