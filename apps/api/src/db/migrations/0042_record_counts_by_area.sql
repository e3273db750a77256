-- The dashboards' lists by area (docs/dashboards.md): the registered records of every state, of
-- a state's LGAs, of an LGA's centres and of each registrar (level 4), in a period. The primary
-- key leads with the kind, so these read the whole table (85-100 ms with the bench's 1,320,000
-- records); by level and area, with the counts in the index, they read only their rows
-- (9 ms for every state over four years, 3.5 ms for a state's LGAs, 0.3 ms for registrars).
CREATE INDEX record_counts_level_area_idx ON record_counts (level, area_id, month)
  INCLUDE (kind, status, n);
