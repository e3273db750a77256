import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { countries, lgas, registrationCentres, states } from '../../db/schema.ts';
import { scopeCondition, type UserScope } from '../auth/scope.ts';

/** Active registration centres in the user's area, by name. */
export function listRegistrationCentres(db: Database, scope: UserScope) {
  return db
    .select({
      Reg_Center_ID: registrationCentres.id,
      Reg_Center_Name: registrationCentres.name,
      State_ID: registrationCentres.stateId,
      LGA_ID: registrationCentres.lgaId,
      Address: registrationCentres.address,
    })
    .from(registrationCentres)
    .where(
      and(
        eq(registrationCentres.disabled, false),
        scopeCondition(scope, {
          stateId: registrationCentres.stateId,
          lgaId: registrationCentres.lgaId,
          centreId: registrationCentres.id,
        }),
      ),
    )
    .orderBy(asc(registrationCentres.name));
}

export function listStates(db: Database) {
  return db
    .select({
      State_ID: states.id,
      State_Name: states.name,
      State_Code: states.code,
      Geo_Zone_ID: states.geoZoneId,
      country_id: states.countryCode,
    })
    .from(states)
    .orderBy(asc(states.name));
}

export function listLgas(db: Database, stateId: number | undefined) {
  return db
    .select({ LGA_ID: lgas.id, LGA_Code: lgas.id, State_ID: lgas.stateId, LGA_Name: lgas.name })
    .from(lgas)
    .where(stateId === undefined ? undefined : eq(lgas.stateId, stateId))
    .orderBy(asc(lgas.name));
}

export function listCountries(db: Database) {
  return db
    .select({
      Country_Code: countries.code,
      Country_Name: countries.name,
      Country_Nationality_Name: countries.nationality,
      Alpha2_Code: countries.alpha2,
      Alpha3_Code: countries.alpha3,
      Numeric_Code: countries.numericCode,
    })
    .from(countries)
    .orderBy(asc(countries.name));
}

export function listNationalities(db: Database) {
  return db
    .select({ value: countries.code, name: countries.nationality })
    .from(countries)
    .orderBy(asc(countries.nationality));
}
