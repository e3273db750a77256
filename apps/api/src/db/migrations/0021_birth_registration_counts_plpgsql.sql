-- Two costs every submission paid for nothing.
--
-- 1. birth_registration_counts_add (0017) was a SQL function. PostgreSQL does not inline a SQL
--    function whose body writes, and plans such a body again at every call: under the bench's
--    submissions that planning was most of the counts' cost per saved batch. The same
--    statements in PL/pgSQL are planned once per database session and then reused.
-- 2. Every record waiting for approval has no certificate number, and a unique constraint's
--    B-tree holds a NULL entry for each of them: an index insertion per submission that no
--    uniqueness check or look-up needs. The index now holds numbered records only; a look-up by
--    number (`certificate_number = $1`) still uses it, and numbers stay unique.
CREATE OR REPLACE FUNCTION birth_registration_counts_add(changes birth_registration_count_change[])
  RETURNS void LANGUAGE plpgsql AS $$
BEGIN
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
  ON CONFLICT (level, area_id, status, slot) DO UPDATE SET n = t.n + excluded.n;
END
$$;

ALTER TABLE birth_registrations DROP CONSTRAINT birth_registrations_certificate_number_key;
CREATE UNIQUE INDEX birth_registrations_certificate_number_key
  ON birth_registrations (certificate_number) WHERE certificate_number IS NOT NULL;
