import {
  bigint,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** Drizzle view of population_estimates (migrations/0041_population_estimates.sql). */
export const populationEstimates = pgTable(
  'population_estimates',
  {
    stateId: integer('state_id').notNull(),
    year: smallint('year').notNull(),
    population: bigint('population', { mode: 'number' }).notNull(),
    crudeBirthRate: numeric('crude_birth_rate', {
      precision: 5,
      scale: 2,
      mode: 'number',
    }).notNull(),
    source: text('source').notNull(),
    importedBy: integer('imported_by'),
    importedAt: timestamp('imported_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.stateId, table.year] })],
);
