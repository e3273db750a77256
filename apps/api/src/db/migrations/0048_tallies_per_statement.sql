-- Corrections and paid requests are written many to a statement (modifications/saving.ts,
-- records/submissions.ts), but three of the triggers they fire ran once per row: record_words'
-- rewrite of a renamed record's words (0036), the dashboards' count of corrections approved or
-- queried and of fees bound (0040). In a statement of 43 approvals the first two took 6.4 and
-- 4.3 of its 31.7 ms; in one of 26 correction requests the fees' count took 7.3 of 13.4 ms
-- (auto_explain; bench/RESULTS.md, "Triggers per statement"). Each now runs once per
-- statement over its transition tables, counting per group what the row triggers counted.

-- 1. A record renamed keeps the words it still holds; one moved or re-dated has all its words
--    rewritten (each row carries its place). Inserts and deletes keep their row triggers.
CREATE FUNCTION record_words_changed() RETURNS trigger LANGUAGE plpgsql AS $$
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
       AND (NOT c.renamed OR w.word NOT IN (SELECT record_words_of(c.new_name)))
  )
  INSERT INTO record_words (record_id, word, created_at, state_id, lga_id, reg_center_id, kind)
    SELECT c.id, came.w, c.created_at, c.state_id, c.lga_id, c.reg_center_id, c.kind
      FROM changed AS c
      CROSS JOIN LATERAL (SELECT record_words_of(c.new_name)
                          EXCEPT SELECT record_words_of(c.old_name) WHERE c.renamed) AS came (w);
  RETURN NULL;
END $$;

DROP TRIGGER record_words_update ON records;
CREATE TRIGGER record_words_update AFTER UPDATE ON records
  REFERENCING OLD TABLE AS old_records NEW TABLE AS new_records
  FOR EACH STATEMENT EXECUTE FUNCTION record_words_changed();

-- What a statement's rows add to activity_tallies, summed per group and upserted in the key's
-- order (so that statements running together lock rows in one order).
CREATE TYPE activity_tally_change AS (measure text, kind text, state_id integer, lga_id integer,
  reg_center_id integer, at timestamptz, detail text, amount_kobo bigint);

CREATE FUNCTION activity_tallies_add(changes activity_tally_change[]) RETURNS void
  LANGUAGE sql AS $$
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
$$;

-- 2. Corrections approved (by reason) and queried (by the reason given).
CREATE FUNCTION activity_modifications() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM activity_tallies_add(ARRAY(
    SELECT (CASE WHEN n.status = 'approved' THEN 'correction' ELSE 'correction_queried' END,
            n.kind, n.state_id, n.lga_id, n.reg_center_id,
            CASE WHEN n.status = 'approved' THEN n.approved_at ELSE n.queried_at END,
            CASE WHEN n.status = 'approved' THEN n.mod_reason
                 ELSE activity_reason(n.query_reason) END,
            0)::activity_tally_change
      FROM new_requests AS n JOIN old_requests AS o ON o.id = n.id
     WHERE n.status IN ('approved', 'queried') AND o.status <> n.status));
  RETURN NULL;
END $$;

DROP TRIGGER activity_modification ON modification_requests;
DROP FUNCTION activity_modification();
CREATE TRIGGER activity_modification AFTER UPDATE ON modification_requests
  REFERENCING OLD TABLE AS old_requests NEW TABLE AS new_requests
  FOR EACH STATEMENT EXECUTE FUNCTION activity_modifications();

-- 3. Fees, counted in the area of the record they paid for once bound to it: by service and by
--    gateway. A payment inserted bound, or bound by an update.
CREATE FUNCTION activity_fees_add(bound payments[]) RETURNS void LANGUAGE sql AS $$
  SELECT activity_tallies_add(ARRAY(
    SELECT (f.measure, coalesce(p.record_kind, ''), r.state_id, r.lga_id, r.reg_center_id,
            p.bound_at, f.detail, coalesce(p.amount_kobo, 0))::activity_tally_change
      FROM unnest(bound) AS p LEFT JOIN records AS r ON r.id = p.record_id
      CROSS JOIN LATERAL (VALUES ('fee_service', p.service), ('fee_gateway', p.provider))
        AS f (measure, detail)));
$$;

CREATE FUNCTION activity_payments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM activity_fees_add(ARRAY(
      SELECT n::payments FROM new_payments AS n WHERE n.bound_at IS NOT NULL));
  ELSE
    PERFORM activity_fees_add(ARRAY(
      SELECT n::payments FROM new_payments AS n JOIN old_payments AS o ON o.id = n.id
       WHERE o.bound_at IS NULL AND n.bound_at IS NOT NULL));
  END IF;
  RETURN NULL;
END $$;

DROP TRIGGER activity_payment_bound ON payments;
DROP TRIGGER activity_payment_inserted ON payments;
DROP FUNCTION activity_payment();
CREATE TRIGGER activity_payment_inserted AFTER INSERT ON payments
  REFERENCING NEW TABLE AS new_payments
  FOR EACH STATEMENT EXECUTE FUNCTION activity_payments();
CREATE TRIGGER activity_payment_bound AFTER UPDATE ON payments
  REFERENCING OLD TABLE AS old_payments NEW TABLE AS new_payments
  FOR EACH STATEMENT EXECUTE FUNCTION activity_payments();
