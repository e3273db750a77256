-- Each area's count rows are split into 8 slots, one chosen per database session. Every
-- submission adds 1 to the same four rows (its centre, LGA, state and the country; pending; this
-- month), and a row stays locked until its transaction's commit has reached the disk, so
-- submissions committed one after another (seen as commits waiting on each other). With
-- slots, sessions of the pool mostly update rows of their own. Readers
-- already sum the rows of an area; they now sum up to 8 times as many (still a few hundred).
ALTER TABLE birth_registration_counts ADD COLUMN slot smallint NOT NULL DEFAULT 0;
ALTER TABLE birth_registration_counts DROP CONSTRAINT birth_registration_counts_pkey;
ALTER TABLE birth_registration_counts
  ADD PRIMARY KEY (level, area_id, status, month, slot);

CREATE OR REPLACE FUNCTION birth_registration_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
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
  INSERT INTO birth_registration_counts AS t (level, area_id, status, month, slot, n)
  SELECT level, area_id, status, month, (pg_backend_pid() % 8)::smallint, delta FROM keyed
   ORDER BY level, area_id, status, month
  ON CONFLICT (level, area_id, status, month, slot) DO UPDATE SET n = t.n + excluded.n;
  RETURN NULL;
END
$$;
