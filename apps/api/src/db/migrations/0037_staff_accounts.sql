-- Staff accounts (DESIGN.md "Staff, administration, dashboards"): an adhoc clerk's phone, the
-- NIN that identified them (one account per person), the last day of their engagement (the
-- account stops working after it), why and when an account was switched off, and a first or
-- reset password that must be changed at the next sign-in.
ALTER TABLE users
  ADD COLUMN phone text,
  ADD COLUMN nin text,
  ADD COLUMN end_date date,
  ADD COLUMN must_change_password boolean NOT NULL DEFAULT false,
  ADD COLUMN password_changed_at timestamptz,
  ADD COLUMN disabled_at timestamptz,
  ADD COLUMN disabled_reason text,
  ADD COLUMN disabled_reason_text text,
  ADD COLUMN created_by integer,
  ADD COLUMN last_sign_in_at timestamptz;

CREATE UNIQUE INDEX users_nin_idx ON users (nin) WHERE nin IS NOT NULL;
-- The staff lists of an area: accounts of a role at the centres of an LGA or state.
CREATE INDEX users_role_centre_idx ON users (role_id, reg_center_id);

-- Records per capturing user (level 4, area_id = the user's id) beside country, state, LGA and
-- centre: the adhoc list's "records captured" and the registrars' leaderboard read these counts,
-- never the records.
ALTER TYPE record_count_change ADD ATTRIBUTE captured_by integer;

CREATE OR REPLACE FUNCTION record_counts_add(changes record_count_change[])
  RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH keyed AS (
    SELECT c.kind, k.level, k.area_id, c.status, record_month(c.created_at) AS month,
           sum(c.delta) AS delta
      FROM unnest(changes) AS c
      CROSS JOIN LATERAL (VALUES (0::smallint, 0), (1::smallint, c.state_id),
        (2::smallint, c.lga_id), (3::smallint, c.reg_center_id),
        (4::smallint, c.captured_by)) AS k (level, area_id)
     GROUP BY 1, 2, 3, 4, 5
    HAVING sum(c.delta) <> 0
  ), monthly AS (
    INSERT INTO record_counts AS t (kind, level, area_id, status, month, slot, n)
    SELECT kind, level, area_id, status, month, (pg_backend_pid() % 8)::smallint, delta
      FROM keyed
     ORDER BY kind, level, area_id, status, month
    ON CONFLICT (kind, level, area_id, status, month, slot) DO UPDATE SET n = t.n + excluded.n
    RETURNING 1
  )
  INSERT INTO record_totals AS t (kind, level, area_id, status, slot, n)
  SELECT kind, level, area_id, status, (pg_backend_pid() % 8)::smallint, sum(delta) FROM keyed
   -- Always true; it makes the monthly counts be written first (an InitPlan), so rows are
   -- locked in one order.
   WHERE (SELECT count(*) FROM monthly) >= 0
   GROUP BY kind, level, area_id, status
  HAVING sum(delta) <> 0
   ORDER BY kind, level, area_id, status
  ON CONFLICT (kind, level, area_id, status, slot) DO UPDATE SET n = t.n + excluded.n;
END
$$;

CREATE OR REPLACE FUNCTION record_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM record_counts_add(ARRAY(
      SELECT (kind, state_id, lga_id, reg_center_id, status, created_at, 1,
              captured_by)::record_count_change
        FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM record_counts_add(ARRAY(
      SELECT (kind, state_id, lga_id, reg_center_id, status, created_at, 1,
              captured_by)::record_count_change
        FROM new_rows
      UNION ALL
      SELECT (kind, state_id, lga_id, reg_center_id, status, created_at, -1,
              captured_by)::record_count_change
        FROM old_rows));
  ELSE
    PERFORM record_counts_add(ARRAY(
      SELECT (kind, state_id, lga_id, reg_center_id, status, created_at, -1,
              captured_by)::record_count_change
        FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;

-- The records already there, counted once.
INSERT INTO record_counts (kind, level, area_id, status, month, slot, n)
SELECT kind, 4, captured_by, status, record_month(created_at), 0, count(*)
  FROM records GROUP BY kind, captured_by, status, record_month(created_at);
INSERT INTO record_totals (kind, level, area_id, status, slot, n)
SELECT kind, 4, captured_by, status, 0, count(*)
  FROM records GROUP BY kind, captured_by, status;
-- A user's totals (of every kind) without naming the kinds.
CREATE INDEX record_totals_area_idx ON record_totals (level, area_id);
