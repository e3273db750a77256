-- All-time totals of birth registrations per area and status, kept by the trigger of the
-- monthly counts (0006, 0011; it writes both since 0017), so a list's total reads at most 8 rows
-- per status (its slots) instead of summing every month's count rows, spread over as many
-- pages.
-- level: 0 country (area_id 0), 1 state, 2 LGA, 3 centre; slot as in 0011.
CREATE TABLE birth_registration_totals (
  level smallint NOT NULL,
  area_id integer NOT NULL,
  status text NOT NULL,
  slot smallint NOT NULL,
  n bigint NOT NULL,
  PRIMARY KEY (level, area_id, status, slot)
);

INSERT INTO birth_registration_totals (level, area_id, status, slot, n)
SELECT level, area_id, status, 0, sum(n)
  FROM birth_registration_counts
 GROUP BY level, area_id, status
HAVING sum(n) <> 0;
