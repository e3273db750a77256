-- Counts of birth registrations per area, status and month (registry time, UTC+1), kept by
-- triggers, so list totals and statistics of a centre, LGA, state or the whole country read a
-- few hundred rows instead of counting up to a million (bench/RESULTS.md, "Counts and totals").
-- level: 0 country (area_id 0), 1 state, 2 LGA, 3 centre.
CREATE TABLE birth_registration_counts (
  level smallint NOT NULL,
  area_id integer NOT NULL,
  status text NOT NULL,
  month date NOT NULL,
  n bigint NOT NULL,
  PRIMARY KEY (level, area_id, status, month)
);

CREATE FUNCTION birth_registration_month(at timestamptz) RETURNS date
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT date_trunc('month', (at AT TIME ZONE 'UTC') + interval '1 hour')::date $$;

-- Deferred to commit: the counts' rows (the country's row is shared by every writer) are locked
-- only while the transaction commits, not for its whole length.
CREATE FUNCTION birth_registration_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH changes (state_id, lga_id, reg_center_id, status, month, delta) AS (
    SELECT NEW.state_id, NEW.lga_id, NEW.reg_center_id, NEW.status,
           birth_registration_month(NEW.created_at), 1
      WHERE TG_OP IN ('INSERT', 'UPDATE')
    UNION ALL
    SELECT OLD.state_id, OLD.lga_id, OLD.reg_center_id, OLD.status,
           birth_registration_month(OLD.created_at), -1
      WHERE TG_OP IN ('UPDATE', 'DELETE')
  ), keyed AS (
    SELECT k.level, k.area_id, c.status, c.month, sum(c.delta) AS delta
      FROM changes c
      CROSS JOIN LATERAL (VALUES (0::smallint, 0), (1::smallint, c.state_id),
        (2::smallint, c.lga_id), (3::smallint, c.reg_center_id)) AS k (level, area_id)
     GROUP BY 1, 2, 3, 4
    HAVING sum(c.delta) <> 0
  )
  INSERT INTO birth_registration_counts AS t (level, area_id, status, month, n)
  SELECT level, area_id, status, month, delta FROM keyed
   ORDER BY level, area_id, status, month
  ON CONFLICT (level, area_id, status, month) DO UPDATE SET n = t.n + excluded.n;
  RETURN NULL;
END
$$;

CREATE CONSTRAINT TRIGGER birth_registration_counts_insert
  AFTER INSERT ON birth_registrations DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION birth_registration_counts_apply();
CREATE CONSTRAINT TRIGGER birth_registration_counts_update
  AFTER UPDATE OF status, state_id, lga_id, reg_center_id, created_at ON birth_registrations
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.state_id IS DISTINCT FROM NEW.state_id
    OR OLD.lga_id IS DISTINCT FROM NEW.lga_id OR OLD.reg_center_id IS DISTINCT FROM NEW.reg_center_id
    OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION birth_registration_counts_apply();
CREATE CONSTRAINT TRIGGER birth_registration_counts_delete
  AFTER DELETE ON birth_registrations DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION birth_registration_counts_apply();

INSERT INTO birth_registration_counts (level, area_id, status, month, n)
SELECT k.level, k.area_id, b.status, birth_registration_month(b.created_at), count(*)
  FROM birth_registrations b
  CROSS JOIN LATERAL (VALUES (0::smallint, 0), (1::smallint, b.state_id),
    (2::smallint, b.lga_id), (3::smallint, b.reg_center_id)) AS k (level, area_id)
 GROUP BY 1, 2, 3, 4;
