-- The monthly counts (0006, 0011) and totals (0016) kept once per statement instead of once per
-- record: a statement saving a batch of submissions (db/batches.ts) now adds to the country's
-- row, each state's and so on once, all rows in key order, instead of running the trigger and
-- its upserts for every record, which cost as much as saving the record with its indexes.
--
-- Statement triggers cannot be deferred (constraint triggers are per row), so the count rows
-- are now locked from the end of the statement that changed the records until commit, not only
-- during the commit. Submissions are single statements, so for them nothing changes; a review
-- step locks its area's rows for the rest of its short transaction, and each database session
-- writes rows of its own slot (0011), so sessions seldom wait on one another.
CREATE TYPE birth_registration_count_change AS (
  state_id integer, lga_id integer, reg_center_id integer, status text, created_at timestamptz,
  delta integer
);

CREATE FUNCTION birth_registration_counts_add(changes birth_registration_count_change[])
  RETURNS void LANGUAGE sql AS $$
  WITH keyed AS (
    SELECT k.level, k.area_id, c.status, birth_registration_month(c.created_at) AS month,
           sum(c.delta) AS delta
      FROM unnest(changes) AS c
      CROSS JOIN LATERAL (VALUES (0::smallint, 0), (1::smallint, c.state_id),
        (2::smallint, c.lga_id), (3::smallint, c.reg_center_id)) AS k (level, area_id)
     GROUP BY 1, 2, 3, 4
    HAVING sum(c.delta) <> 0
  ), monthly AS (
    INSERT INTO birth_registration_counts AS t (level, area_id, status, month, slot, n)
    SELECT level, area_id, status, month, (pg_backend_pid() % 8)::smallint, delta FROM keyed
     ORDER BY level, area_id, status, month
    ON CONFLICT (level, area_id, status, month, slot) DO UPDATE SET n = t.n + excluded.n
    RETURNING 1
  )
  INSERT INTO birth_registration_totals AS t (level, area_id, status, slot, n)
  SELECT level, area_id, status, (pg_backend_pid() % 8)::smallint, sum(delta) FROM keyed
   -- Always true; it makes the monthly counts be written first (an InitPlan), so rows are
   -- locked in one order.
   WHERE (SELECT count(*) FROM monthly) >= 0
   GROUP BY level, area_id, status
  HAVING sum(delta) <> 0
   ORDER BY level, area_id, status
  ON CONFLICT (level, area_id, status, slot) DO UPDATE SET n = t.n + excluded.n
$$;

-- Each branch reads only the transition tables its event has (plpgsql plans a statement when
-- it first runs it).
CREATE OR REPLACE FUNCTION birth_registration_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM birth_registration_counts_add(ARRAY(
      SELECT (state_id, lga_id, reg_center_id, status, created_at, 1)::birth_registration_count_change
        FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM birth_registration_counts_add(ARRAY(
      SELECT (state_id, lga_id, reg_center_id, status, created_at, 1)::birth_registration_count_change
        FROM new_rows
      UNION ALL
      SELECT (state_id, lga_id, reg_center_id, status, created_at, -1)::birth_registration_count_change
        FROM old_rows));
  ELSE
    PERFORM birth_registration_counts_add(ARRAY(
      SELECT (state_id, lga_id, reg_center_id, status, created_at, -1)::birth_registration_count_change
        FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;

DROP TRIGGER birth_registration_counts_insert ON birth_registrations;
DROP TRIGGER birth_registration_counts_update ON birth_registrations;
DROP TRIGGER birth_registration_counts_delete ON birth_registrations;

CREATE TRIGGER birth_registration_counts_insert AFTER INSERT ON birth_registrations
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION birth_registration_counts_apply();
CREATE TRIGGER birth_registration_counts_update AFTER UPDATE ON birth_registrations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION birth_registration_counts_apply();
CREATE TRIGGER birth_registration_counts_delete AFTER DELETE ON birth_registrations
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION birth_registration_counts_apply();
