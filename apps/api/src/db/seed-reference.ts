import {
  COUNTRIES,
  DEFAULT_ROLE_PERMISSIONS,
  LGAS,
  PERMISSION_DESCRIPTIONS,
  PERMISSIONS,
  ROLE_IDS,
  ROLE_NAMES,
  ROLE_TITLES,
  STATES,
} from '@vitalreg/domain';
import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { countries, lgas, permissions, rolePermissions, roles, states } from './schema.ts';

/**
 * Brings reference data (countries, states, LGAs) and roles up to date with @vitalreg/domain.
 * Safe to run at every start.
 *
 * The role matrix is seeded, not enforced: a permission or role the database has not seen
 * before gets its default grants; grants an administrator changed later are left alone. The
 * Admin role is the exception: it is given every permission it lacks at every start.
 */
export async function seedReferenceData(db: Database): Promise<void> {
  await db
    .insert(countries)
    .values(
      COUNTRIES.map((c) => ({
        code: c.Country_Code,
        name: c.Country_Name,
        nationality: c.Country_Nationality_Name,
        alpha2: c.Alpha2_Code,
        alpha3: c.Alpha3_Code,
        numericCode: c.Numeric_Code,
      })),
    )
    .onConflictDoUpdate({
      target: countries.code,
      set: {
        name: sql`excluded.name`,
        nationality: sql`excluded.nationality`,
        alpha2: sql`excluded.alpha2`,
        alpha3: sql`excluded.alpha3`,
        numericCode: sql`excluded.numeric_code`,
      },
    });

  await db
    .insert(states)
    .values(
      STATES.map((s) => ({
        id: s.State_ID,
        name: s.State_Name,
        code: s.State_Code,
        geoZoneId: s.Geo_Zone_ID,
        countryCode: s.country_id,
      })),
    )
    .onConflictDoUpdate({
      target: states.id,
      set: {
        name: sql`excluded.name`,
        code: sql`excluded.code`,
        geoZoneId: sql`excluded.geo_zone_id`,
        countryCode: sql`excluded.country_code`,
      },
    });

  await db
    .insert(lgas)
    .values(LGAS.map((l) => ({ id: l.LGA_ID, stateId: l.State_ID, name: l.LGA_Name })))
    .onConflictDoUpdate({
      target: lgas.id,
      set: { stateId: sql`excluded.state_id`, name: sql`excluded.name` },
    });

  await seedRolesAndPermissions(db);
}

async function seedRolesAndPermissions(db: Database): Promise<void> {
  const knownRoles = new Set((await db.select({ id: roles.id }).from(roles)).map((r) => r.id));
  const knownPermissions = new Set(
    (await db.select({ name: permissions.name }).from(permissions)).map((p) => p.name),
  );

  await db
    .insert(roles)
    .values(ROLE_NAMES.map((name) => ({ id: ROLE_IDS[name], name, title: ROLE_TITLES[name] })))
    .onConflictDoUpdate({
      target: roles.id,
      set: { name: sql`excluded.name`, title: sql`excluded.title` },
    });
  await db
    .insert(permissions)
    .values(PERMISSIONS.map((name) => ({ name, description: PERMISSION_DESCRIPTIONS[name] })))
    .onConflictDoUpdate({
      target: permissions.name,
      set: { description: sql`excluded.description` },
    });

  const grants = ROLE_NAMES.flatMap((role) =>
    DEFAULT_ROLE_PERMISSIONS[role]
      .filter(
        (permission) =>
          // The Admin role always holds every permission (issue 44): given back at every start.
          role === 'admin' || !knownRoles.has(ROLE_IDS[role]) || !knownPermissions.has(permission),
      )
      .map((permission) => ({ roleId: ROLE_IDS[role], permission })),
  );
  if (grants.length > 0) {
    await db.insert(rolePermissions).values(grants).onConflictDoNothing();
  }
}
