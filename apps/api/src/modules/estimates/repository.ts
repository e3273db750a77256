import type { PopulationFigures } from '@vitalreg/domain';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { states, users } from '../../db/schema.ts';
import { populationEstimates } from './table.ts';

/** Every state's estimates by year: what expected births need (`expectedBirths`). */
export async function loadPopulationEstimates(db: Database): Promise<PopulationFigures[]> {
  return db
    .select({
      stateId: populationEstimates.stateId,
      year: populationEstimates.year,
      population: populationEstimates.population,
      crudeBirthRate: populationEstimates.crudeBirthRate,
    })
    .from(populationEstimates)
    .orderBy(asc(populationEstimates.stateId), asc(populationEstimates.year));
}

export interface PopulationEstimateRow extends PopulationFigures {
  state: string;
  source: string;
}

export interface PopulationEstimateListing {
  /** By state name, then year. */
  rows: PopulationEstimateRow[];
  /** The last import (every row comes from it), or null before the first. */
  importedAt: Date | null;
  /** Its importer's full name, else user name. */
  importedBy: string | null;
}

/** The estimates with their sources, and when and by whom they were imported. */
export async function listPopulationEstimates(db: Database): Promise<PopulationEstimateListing> {
  const [rows, [imported]] = await Promise.all([
    db
      .select({
        stateId: populationEstimates.stateId,
        state: states.name,
        year: populationEstimates.year,
        population: populationEstimates.population,
        crudeBirthRate: populationEstimates.crudeBirthRate,
        source: populationEstimates.source,
      })
      .from(populationEstimates)
      .innerJoin(states, eq(states.id, populationEstimates.stateId))
      .orderBy(asc(states.name), asc(populationEstimates.year)),
    db
      .select({
        at: populationEstimates.importedAt,
        by: sql<string | null>`coalesce(${users.fullName}, ${users.userName})`,
      })
      .from(populationEstimates)
      .leftJoin(users, eq(users.id, populationEstimates.importedBy))
      .orderBy(desc(populationEstimates.importedAt))
      .limit(1),
  ]);
  return { rows, importedAt: imported?.at ?? null, importedBy: imported?.by ?? null };
}

export interface ImportedEstimates {
  estimates: readonly (PopulationFigures & { source: string })[];
  importedBy: number;
  importedAt: Date;
}

/**
 * Replaces every estimate with these. Call it inside a transaction (with the audit event): the
 * lock makes a second import wait for the first, then replace its rows whole.
 */
export async function replacePopulationEstimates(
  tx: Database,
  { estimates, importedBy, importedAt }: ImportedEstimates,
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('population_estimates'))`);
  await tx.delete(populationEstimates);
  if (estimates.length === 0) return;
  await tx.insert(populationEstimates).values(
    estimates.map(({ stateId, year, population, crudeBirthRate, source }) => ({
      stateId,
      year,
      population,
      crudeBirthRate,
      source,
      importedBy,
      importedAt,
    })),
  );
}
