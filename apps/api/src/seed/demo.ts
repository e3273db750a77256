import { LGAS, ROLE_IDS, ROLE_NAMES, STATES, type RoleName } from '@vitalreg/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { registrationCentres, users } from '../db/schema.ts';
import { hashPassword } from '../modules/auth/password.ts';

/** Demo registration centres: real states and LGAs from the reference data. */
export const DEMO_CENTRES = [
  {
    name: 'Ikeja Registration Centre',
    short: 'ikeja',
    state: 'Lagos',
    lga: 'Ikeja',
    address: 'Obafemi Awolowo Way, Alausa, Ikeja',
  },
  {
    name: 'Abuja Municipal Registration Centre',
    short: 'abuja',
    state: 'Federal Capital Territory',
    lga: 'Abuja Municipal Area Council',
    address: 'Garki Area 11, Abuja',
  },
  {
    name: 'Kano Municipal Registration Centre',
    short: 'kano',
    state: 'Kano',
    lga: 'Kano Municipal',
    address: 'Kofar Nassarawa, Kano',
  },
  {
    name: 'Enugu North Registration Centre',
    short: 'enugu',
    state: 'Enugu',
    lga: 'Enugu North',
    address: 'Okpara Avenue, Enugu',
  },
] as const;

type Placement = 'centre' | 'lga' | 'state' | 'country';

/** Where each demo user sits, so that scopes make sense (all in Lagos / Ikeja). */
const DEMO_PLACEMENT: Record<RoleName, Placement> = {
  registra: 'centre',
  adhoc: 'centre',
  hospital: 'centre',
  dcr: 'lga',
  state_director: 'state',
  state_commissioner: 'state',
  sub_admin: 'country',
  tiu: 'country',
  admin: 'country',
};

function placeOf(stateName: string, lgaName: string): { stateId: number; lgaId: number } {
  const state = STATES.find((s) => s.State_Name === stateName);
  const lga = LGAS.find((l) => l.LGA_Name === lgaName && l.State_ID === state?.State_ID);
  if (!state || !lga)
    throw new Error(`Demo seed: ${lgaName}, ${stateName} is not in the reference data.`);
  return { stateId: state.State_ID, lgaId: lga.LGA_ID };
}

export interface DemoAccount {
  userName: RoleName;
  roleId: number;
  worksOn: string;
}

/**
 * Seeds the demo centres and one user per role (user name = role name, password DEMO_PASSWORD).
 * Idempotent: existing centres and users are left as they are.
 */
export async function seedDemo(db: Database, password: string): Promise<DemoAccount[]> {
  const centreIds: number[] = [];
  for (const centre of DEMO_CENTRES) {
    const { stateId, lgaId } = placeOf(centre.state, centre.lga);
    // The columns of migration 0001 only, as for users below.
    await db.execute(sql`insert into registration_centres (name, state_id, lga_id, address)
      values (${centre.name}, ${stateId}, ${lgaId}, ${centre.address}) on conflict do nothing`);
    const [row] = await db
      .select({ id: registrationCentres.id })
      .from(registrationCentres)
      .where(
        sql`lower(${registrationCentres.name}) = lower(${centre.name}) and ${registrationCentres.lgaId} = ${lgaId}`,
      );
    if (!row) throw new Error(`Demo seed: centre ${centre.name} was not saved.`);
    centreIds.push(row.id);
  }

  const home = DEMO_CENTRES[0];
  const homePlace = placeOf(home.state, home.lga);
  const homeCentreId = centreIds[0] ?? null;

  const existing = new Set(
    (await db.select({ name: sql<string>`lower(${users.userName})` }).from(users)).map(
      (u) => u.name,
    ),
  );
  const missing = ROLE_NAMES.filter((role) => !existing.has(role));
  const hashes = await Promise.all(missing.map(() => hashPassword(password)));
  for (const [index, role] of missing.entries()) {
    const placement = DEMO_PLACEMENT[role];
    // Only the columns users had from migration 0001: a test seeds a database migrated part
    // way (db/records-migration.test.ts), where Drizzle's insert would name later columns.
    // (The same for the centres above.)
    await db.execute(sql`insert into users (user_name, password_hash, full_name, email, role_id,
        state_id, lga_id, reg_center_id)
      values (${role}, ${hashes[index] ?? ''}, ${`Demo ${role.replaceAll('_', ' ')}`},
        ${`${role}@demo.vitalreg.local`}, ${ROLE_IDS[role]},
        ${placement === 'country' ? null : homePlace.stateId},
        ${placement === 'centre' || placement === 'lga' ? homePlace.lgaId : null},
        ${placement === 'centre' ? homeCentreId : null})
      on conflict do nothing`);
  }

  const worksOn: Record<Placement, string> = {
    centre: `${home.name}, ${home.state}`,
    lga: `${home.lga} LGA, ${home.state}`,
    state: `${home.state} State`,
    country: 'Nigeria',
  };
  return ROLE_NAMES.map((role) => ({
    userName: role,
    roleId: ROLE_IDS[role],
    worksOn: worksOn[DEMO_PLACEMENT[role]],
  }));
}

/** A demo centre of the register (seed/register.ts) with who captures and reviews there. */
export interface DemoCentre {
  id: number;
  state: string;
  stateId: number;
  lgaId: number;
  /** The demo accounts' centre (Ikeja). */
  home: boolean;
  registrar: string;
  reviewer: string;
}

/**
 * The demo register's staff: at Ikeja the demo accounts `registra` and `dcr`; at each other demo
 * centre a registrar (`kano_registrar`) and a DCR of its LGA (`kano_dcr`), with the demo
 * password, so each record has a capturer and a reviewer of its own area (docs/demo.md).
 * Idempotent, as seedDemo.
 */
export async function seedDemoStaff(db: Database, password: string): Promise<DemoCentre[]> {
  const centres: DemoCentre[] = [];
  for (const [index, centre] of DEMO_CENTRES.entries()) {
    const { stateId, lgaId } = placeOf(centre.state, centre.lga);
    const [row] = await db
      .select({ id: registrationCentres.id })
      .from(registrationCentres)
      .where(
        sql`lower(${registrationCentres.name}) = lower(${centre.name}) and ${registrationCentres.lgaId} = ${lgaId}`,
      );
    if (!row) throw new Error(`Demo seed: centre ${centre.name} was not saved.`);
    const home = index === 0;
    const registrar = home ? 'registra' : `${centre.short}_registrar`;
    const reviewer = home ? 'dcr' : `${centre.short}_dcr`;
    if (!home) {
      for (const [userName, role, place] of [
        [registrar, ROLE_IDS.registra, row.id],
        [reviewer, ROLE_IDS.dcr, null],
      ] as const) {
        await db.execute(sql`insert into users (user_name, password_hash, full_name, email,
            role_id, state_id, lga_id, reg_center_id)
          values (${userName}, ${await hashPassword(password)},
            ${`Demo ${userName.replaceAll('_', ' ')}`}, ${`${userName}@demo.vitalreg.local`},
            ${role}, ${stateId}, ${lgaId}, ${place})
          on conflict do nothing`);
      }
    }
    centres.push({ id: row.id, state: centre.state, stateId, lgaId, home, registrar, reviewer });
  }
  return centres;
}
