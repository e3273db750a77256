-- Population estimates the agency imports (docs/population-estimates.md): each state's
-- population and crude birth rate (births per 1,000 people a year) by year, from which the
-- dashboards' completeness follows. An import replaces every row at once.
CREATE TABLE population_estimates (
  state_id integer NOT NULL REFERENCES states (id),
  year smallint NOT NULL CHECK (year BETWEEN 2023 AND 2100),
  population bigint NOT NULL CHECK (population > 0),
  crude_birth_rate numeric(5,2) NOT NULL CHECK (crude_birth_rate > 0 AND crude_birth_rate < 100),
  source text NOT NULL,
  imported_by integer REFERENCES users (id),
  imported_at timestamptz NOT NULL,
  PRIMARY KEY (state_id, year)
);
