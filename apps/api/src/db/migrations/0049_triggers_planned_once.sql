-- The triggers that corrections and paid requests fire, made cheaper (bench/RESULTS.md, "Trigger
-- functions planned once"). In the bench's approvals (`track_functions`), the dashboards' count
-- of corrections took 0.85 ms a statement, the words' rewrite 1.14, the kinds' known words
-- 0.42-0.51 and the records' counts 0.43, out of PostgreSQL's ~1.3 ms an approval; the fees'
-- count 1.73 ms a request statement.

-- 1. A function in LANGUAGE sql is parsed and planned again at every call (PostgreSQL keeps
--    the plans of PL/pgSQL only): the tallies' upserts are now PL/pgSQL, and skip an empty
--    change.
CREATE OR REPLACE FUNCTION activity_tallies_add(changes activity_tally_change[]) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(changes) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO activity_tallies AS t (measure, level, area_id, kind, month, detail, slot, n,
    amount_kobo)
  SELECT c.measure, k.level, k.area_id, c.kind, record_month(c.at), c.detail,
         (pg_backend_pid() % 8)::smallint, count(*), coalesce(sum(c.amount_kobo), 0)
    FROM unnest(changes) AS c
    CROSS JOIN LATERAL (VALUES (0::smallint, 0), (1::smallint, c.state_id),
      (2::smallint, c.lga_id), (3::smallint, c.reg_center_id)) AS k (level, area_id)
   WHERE k.area_id IS NOT NULL
   GROUP BY 1, 2, 3, 4, 5, 6
   ORDER BY 2, 3, 1, 4, 5, 6
  ON CONFLICT (level, area_id, measure, kind, month, detail, slot)
    DO UPDATE SET n = t.n + excluded.n, amount_kobo = t.amount_kobo + excluded.amount_kobo;
END $$;

CREATE OR REPLACE FUNCTION activity_fees_add(bound payments[]) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(bound) = 0 THEN
    RETURN;
  END IF;
  PERFORM activity_tallies_add(ARRAY(
    SELECT (f.measure, coalesce(p.record_kind, ''), r.state_id, r.lga_id, r.reg_center_id,
            p.bound_at, f.detail, coalesce(p.amount_kobo, 0))::activity_tally_change
      FROM unnest(bound) AS p LEFT JOIN records AS r ON r.id = p.record_id
      CROSS JOIN LATERAL (VALUES ('fee_service', p.service), ('fee_gateway', p.provider))
        AS f (measure, detail)));
END $$;

CREATE OR REPLACE FUNCTION activity_tally(measure text, kind text, state_id integer,
  lga_id integer, reg_center_id integer, at timestamptz, detail text, n integer,
  amount_kobo bigint) RETURNS void LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  INSERT INTO activity_tallies AS t (measure, level, area_id, kind, month, detail, slot, n,
    amount_kobo)
  SELECT activity_tally.measure, k.level, k.area_id, activity_tally.kind, record_month(at),
         activity_tally.detail, (pg_backend_pid() % 8)::smallint, activity_tally.n,
         coalesce(activity_tally.amount_kobo, 0)
    FROM (VALUES (0::smallint, 0), (1::smallint, activity_tally.state_id),
      (2::smallint, activity_tally.lga_id), (3::smallint, activity_tally.reg_center_id))
      AS k (level, area_id)
   WHERE k.area_id IS NOT NULL
  ON CONFLICT (level, area_id, measure, kind, month, detail, slot)
    DO UPDATE SET n = t.n + excluded.n, amount_kobo = t.amount_kobo + excluded.amount_kobo;
END $$;

-- 2. The words of a renamed record: the names' words taken in FROM, where record_words_of is
--    inlined, instead of a call (and a plan) per row. Its new words reach the kinds' known
--    words (0027, 0033) from here, instead of from a trigger of their own that joined the old
--    and new rows again and probed every word of the new name (0.42-0.51 ms a statement): only
--    a word the record did not hold can be new to its kind, as a word stays known once known.
--    They are added in the words' order, as record_kind_words_add does.
CREATE OR REPLACE FUNCTION record_words_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH changed AS (
    SELECT n.id, n.kind, n.search_name AS new_name, o.search_name AS old_name, n.created_at,
           n.state_id, n.lga_id, n.reg_center_id,
           o.created_at IS NOT DISTINCT FROM n.created_at
             AND o.state_id IS NOT DISTINCT FROM n.state_id
             AND o.lga_id IS NOT DISTINCT FROM n.lga_id
             AND o.reg_center_id IS NOT DISTINCT FROM n.reg_center_id AS renamed
      FROM new_records AS n JOIN old_records AS o ON o.id = n.id
     WHERE o.search_name IS DISTINCT FROM n.search_name
        OR o.created_at IS DISTINCT FROM n.created_at
        OR o.state_id IS DISTINCT FROM n.state_id
        OR o.lga_id IS DISTINCT FROM n.lga_id
        OR o.reg_center_id IS DISTINCT FROM n.reg_center_id
  ),
  gone AS (
    DELETE FROM record_words AS w
     USING changed AS c
     WHERE w.record_id = c.id
       AND NOT (c.renamed AND EXISTS (
         SELECT 1 FROM record_words_of(c.new_name) AS kept (word) WHERE kept.word = w.word))
  ),
  came AS MATERIALIZED (
    SELECT c.id, came.w, c.created_at, c.state_id, c.lga_id, c.reg_center_id, c.kind
      FROM changed AS c
      CROSS JOIN LATERAL record_words_of(c.new_name) AS came (w)
     WHERE NOT (c.renamed AND EXISTS (
       SELECT 1 FROM record_words_of(c.old_name) AS had (word) WHERE had.word = came.w))
  ),
  known AS (
    INSERT INTO record_kind_words (kind, word)
      SELECT DISTINCT kind, w FROM came ORDER BY 1, 2
      ON CONFLICT DO NOTHING
  )
  INSERT INTO record_words (record_id, word, created_at, state_id, lga_id, reg_center_id, kind)
    SELECT id, w, created_at, state_id, lga_id, reg_center_id, kind FROM came;
  RETURN NULL;
END $$;

DROP TRIGGER record_kind_words_update ON records;
DROP FUNCTION record_kind_words_renamed();

-- 3. The records' counts and tallies: a row's count moves only when a counted column changes
--    (a correction of a name moves none). Its -1 and +1 cancel here, before the upserts, which
--    an empty change skips.
CREATE OR REPLACE FUNCTION record_counts_add(changes record_count_change[])
  RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(changes) = 0 THEN
    RETURN;
  END IF;
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
    PERFORM record_tallies_add(ARRAY(
      SELECT (kind, state_id, lga_id, reg_center_id, created_at, subject_sex, birth_place,
              timeliness, 1)::record_tally_change
        FROM new_rows WHERE status IN ('approved', 'printed')));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM record_counts_add(ARRAY(
      SELECT (kind, state_id, lga_id, reg_center_id, status, created_at, sum(delta),
              captured_by)::record_count_change
        FROM (SELECT kind, state_id, lga_id, reg_center_id, status, created_at, captured_by,
                     1 AS delta FROM new_rows
              UNION ALL
              SELECT kind, state_id, lga_id, reg_center_id, status, created_at, captured_by,
                     -1 FROM old_rows) AS c
       GROUP BY kind, state_id, lga_id, reg_center_id, status, created_at, captured_by
      HAVING sum(delta) <> 0));
    PERFORM record_tallies_add(ARRAY(
      SELECT (kind, state_id, lga_id, reg_center_id, created_at, subject_sex, birth_place,
              timeliness, sum(delta))::record_tally_change
        FROM (SELECT kind, state_id, lga_id, reg_center_id, created_at, subject_sex,
                     birth_place, timeliness, 1 AS delta
                FROM new_rows WHERE status IN ('approved', 'printed')
              UNION ALL
              SELECT kind, state_id, lga_id, reg_center_id, created_at, subject_sex,
                     birth_place, timeliness, -1
                FROM old_rows WHERE status IN ('approved', 'printed')) AS c
       GROUP BY kind, state_id, lga_id, reg_center_id, created_at, subject_sex, birth_place,
                timeliness
      HAVING sum(delta) <> 0));
  ELSE
    PERFORM record_counts_add(ARRAY(
      SELECT (kind, state_id, lga_id, reg_center_id, status, created_at, -1,
              captured_by)::record_count_change
        FROM old_rows));
    PERFORM record_tallies_add(ARRAY(
      SELECT (kind, state_id, lga_id, reg_center_id, created_at, subject_sex, birth_place,
              timeliness, -1)::record_tally_change
        FROM old_rows WHERE status IN ('approved', 'printed')));
  END IF;
  RETURN NULL;
END
$$;
