-- The directors' dashboards (issue 26, part 3; docs/dashboards.md) read counts kept as records
-- and services change, never scans of the records.
--
-- 1. What each record is counted by besides its kind, area, month and status: the subject's sex,
--    the place of birth (births, stillbirths) and how soon it was registered. The API writes
--    them with the record from its kind's declaration (`RecordKind.tally`).
ALTER TABLE records
  ADD COLUMN subject_sex smallint,
  ADD COLUMN birth_place smallint,
  ADD COLUMN timeliness text;

-- The records already there, from their particulars as each kind's `tally` reads them. The
-- records' triggers are off meanwhile: nothing they keep changes.
ALTER TABLE records DISABLE TRIGGER USER;
WITH facts AS (
  SELECT id, kind, event_date,
         ((created_at AT TIME ZONE 'UTC') + interval '1 hour')::date AS registered_on,
         CASE kind
           WHEN 'birth' THEN particulars #>> '{child,sex}'
           WHEN 'death' THEN particulars #>> '{deceased,sex}'
           WHEN 'stillbirth' THEN particulars #>> '{stillbirth,sex}'
           WHEN 'attestation' THEN particulars #>> '{applicant,sex}'
         END AS sex,
         CASE kind
           WHEN 'birth' THEN particulars #>> '{child,place_of_occurrence}'
           WHEN 'stillbirth' THEN particulars #>> '{stillbirth,place}'
         END AS place
    FROM records
)
UPDATE records r
   SET subject_sex = CASE WHEN f.sex ~ '^[0-9]{1,4}$' THEN f.sex::smallint END,
       birth_place = CASE WHEN f.place ~ '^[0-9]{1,4}$' THEN f.place::smallint END,
       timeliness = CASE
         WHEN f.kind = 'attestation' THEN 'over_5_years'
         WHEN f.kind = 'death' THEN
           CASE WHEN f.registered_on - f.event_date <= 45 THEN 'within_45_days'
                ELSE 'after_45_days' END
         WHEN f.kind = 'birth' THEN
           CASE WHEN f.registered_on - f.event_date <= 30 THEN 'within_30_days'
                WHEN f.event_date >= f.registered_on - interval '1 year' THEN '31_days_to_1_year'
                WHEN f.event_date >= f.registered_on - interval '5 years' THEN '1_to_5_years'
                ELSE 'over_5_years' END
       END
  FROM facts f
 WHERE r.id = f.id;
ALTER TABLE records ENABLE TRIGGER USER;

-- Registered records (approved or printed) per kind, area level (0 country, 1 state, 2 LGA,
-- 3 centre), month of registration, sex, place of birth and timeliness; 0 and '' stand for
-- "none". Spread over eight slots like record_counts, so concurrent writers rarely wait.
CREATE TABLE record_tallies (
  kind text NOT NULL,
  level smallint NOT NULL,
  area_id integer NOT NULL,
  month date NOT NULL,
  sex smallint NOT NULL,
  place smallint NOT NULL,
  timeliness text NOT NULL,
  slot smallint NOT NULL,
  n bigint NOT NULL,
  PRIMARY KEY (level, area_id, kind, month, sex, place, timeliness, slot)
);

CREATE TYPE record_tally_change AS (
  kind text, state_id integer, lga_id integer, reg_center_id integer, created_at timestamptz,
  sex smallint, place smallint, timeliness text, delta integer
);

CREATE FUNCTION record_tallies_add(changes record_tally_change[])
  RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- Nothing registered in the statement (a submission, a query): no statement to run.
  IF cardinality(changes) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO record_tallies AS t (kind, level, area_id, month, sex, place, timeliness, slot, n)
  SELECT c.kind, k.level, k.area_id, record_month(c.created_at), coalesce(c.sex, 0),
         coalesce(c.place, 0), coalesce(c.timeliness, ''), (pg_backend_pid() % 8)::smallint,
         sum(c.delta)
    FROM unnest(changes) AS c
    CROSS JOIN LATERAL (VALUES (0::smallint, 0), (1::smallint, c.state_id),
      (2::smallint, c.lga_id), (3::smallint, c.reg_center_id)) AS k (level, area_id)
   GROUP BY 1, 2, 3, 4, 5, 6, 7
  HAVING sum(c.delta) <> 0
   ORDER BY 2, 3, 1, 4, 5, 6, 7
  ON CONFLICT (level, area_id, kind, month, sex, place, timeliness, slot)
    DO UPDATE SET n = t.n + excluded.n;
END
$$;

-- The counts' trigger (0037) keeps the tallies too: a record counts while it is registered.
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
      SELECT (kind, state_id, lga_id, reg_center_id, status, created_at, 1,
              captured_by)::record_count_change
        FROM new_rows
      UNION ALL
      SELECT (kind, state_id, lga_id, reg_center_id, status, created_at, -1,
              captured_by)::record_count_change
        FROM old_rows));
    PERFORM record_tallies_add(ARRAY(
      SELECT (kind, state_id, lga_id, reg_center_id, created_at, subject_sex, birth_place,
              timeliness, 1)::record_tally_change
        FROM new_rows WHERE status IN ('approved', 'printed')
      UNION ALL
      SELECT (kind, state_id, lga_id, reg_center_id, created_at, subject_sex, birth_place,
              timeliness, -1)::record_tally_change
        FROM old_rows WHERE status IN ('approved', 'printed')));
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

INSERT INTO record_tallies (kind, level, area_id, month, sex, place, timeliness, slot, n)
SELECT kind, k.level, k.area_id, record_month(created_at), coalesce(subject_sex, 0),
       coalesce(birth_place, 0), coalesce(timeliness, ''), 0, count(*)
  FROM records
  CROSS JOIN LATERAL (VALUES (0::smallint, 0), (1::smallint, state_id), (2::smallint, lga_id),
    (3::smallint, reg_center_id)) AS k (level, area_id)
 WHERE status IN ('approved', 'printed')
 GROUP BY 1, 2, 3, 4, 5, 6, 7;

-- 2. What the services did, per measure, kind, area level, month and detail (a count and an
--    amount in kobo): certificates issued (detail: original, reprint, reissue), fees collected
--    by service and by gateway and fees waived (detail: service or gateway), corrections
--    approved (detail: reason), records and corrections queried (detail: the reason given,
--    its spaces tidied and lower-cased, at most 200 characters).
CREATE TABLE activity_tallies (
  measure text NOT NULL,
  level smallint NOT NULL,
  area_id integer NOT NULL,
  kind text NOT NULL,
  month date NOT NULL,
  detail text NOT NULL,
  slot smallint NOT NULL,
  n bigint NOT NULL,
  amount_kobo bigint NOT NULL,
  PRIMARY KEY (level, area_id, measure, kind, month, detail, slot)
);

CREATE FUNCTION activity_reason(reason text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT left(lower(regexp_replace(btrim(coalesce(reason, '')), '\s+', ' ', 'g')), 200) $$;

CREATE FUNCTION activity_tally(measure text, kind text, state_id integer, lga_id integer,
  reg_center_id integer, at timestamptz, detail text, n integer, amount_kobo bigint)
  RETURNS void LANGUAGE sql AS $$
  INSERT INTO activity_tallies AS t (measure, level, area_id, kind, month, detail, slot, n,
    amount_kobo)
  SELECT measure, k.level, k.area_id, kind, record_month(at), detail,
         (pg_backend_pid() % 8)::smallint, n, coalesce(amount_kobo, 0)
    FROM (VALUES (0::smallint, 0), (1::smallint, state_id), (2::smallint, lga_id),
      (3::smallint, reg_center_id)) AS k (level, area_id)
   WHERE k.area_id IS NOT NULL
  ON CONFLICT (level, area_id, measure, kind, month, detail, slot)
    DO UPDATE SET n = t.n + excluded.n, amount_kobo = t.amount_kobo + excluded.amount_kobo;
$$;

-- Certificates, counted where they were issued.
CREATE FUNCTION activity_certificate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM activity_tally('certificate', NEW.kind, c.state_id, c.lga_id, c.id, NEW.issued_at,
    NEW.issue, 1, 0)
    FROM registration_centres c WHERE c.id = NEW.reg_center_id;
  RETURN NULL;
END
$$;
CREATE TRIGGER activity_certificate AFTER INSERT ON certificates
  FOR EACH ROW EXECUTE FUNCTION activity_certificate();

-- Fees, counted in the area of the record they paid for once bound to it.
CREATE FUNCTION activity_payment() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r records%ROWTYPE;
BEGIN
  SELECT * INTO r FROM records WHERE id = NEW.record_id;
  PERFORM activity_tally('fee_service', coalesce(NEW.record_kind, ''), r.state_id, r.lga_id,
    r.reg_center_id, NEW.bound_at, NEW.service, 1, coalesce(NEW.amount_kobo, 0));
  PERFORM activity_tally('fee_gateway', coalesce(NEW.record_kind, ''), r.state_id, r.lga_id,
    r.reg_center_id, NEW.bound_at, NEW.provider, 1, coalesce(NEW.amount_kobo, 0));
  RETURN NULL;
END
$$;
CREATE TRIGGER activity_payment_bound AFTER UPDATE OF bound_at ON payments
  FOR EACH ROW WHEN (OLD.bound_at IS NULL AND NEW.bound_at IS NOT NULL)
  EXECUTE FUNCTION activity_payment();
CREATE TRIGGER activity_payment_inserted AFTER INSERT ON payments
  FOR EACH ROW WHEN (NEW.bound_at IS NOT NULL)
  EXECUTE FUNCTION activity_payment();

CREATE FUNCTION activity_waiver() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM activity_tally('fee_waived', NEW.record_kind, r.state_id, r.lga_id, r.reg_center_id,
    NEW.waived_at, NEW.service, 1, NEW.amount_kobo)
    FROM (SELECT NULL) AS one LEFT JOIN records r ON r.id = NEW.record_id;
  RETURN NULL;
END
$$;
CREATE TRIGGER activity_waiver AFTER INSERT ON payment_waivers
  FOR EACH ROW EXECUTE FUNCTION activity_waiver();

-- Corrections approved (by reason) and queried (by the reason given), in the record's area.
CREATE FUNCTION activity_modification() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'approved' THEN
    PERFORM activity_tally('correction', NEW.kind, NEW.state_id, NEW.lga_id, NEW.reg_center_id,
      NEW.approved_at, NEW.mod_reason, 1, 0);
  ELSE
    PERFORM activity_tally('correction_queried', NEW.kind, NEW.state_id, NEW.lga_id,
      NEW.reg_center_id, NEW.queried_at, activity_reason(NEW.query_reason), 1, 0);
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER activity_modification AFTER UPDATE OF status ON modification_requests
  FOR EACH ROW WHEN (NEW.status IN ('approved', 'queried') AND OLD.status <> NEW.status)
  EXECUTE FUNCTION activity_modification();

-- Records queried (the reviewer's "reject"), in the record's area.
CREATE FUNCTION activity_query() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM activity_tally('record_queried', NEW.record_type, r.state_id, r.lga_id,
    r.reg_center_id, NEW.at, activity_reason(NEW.reason), 1, 0)
    FROM records r WHERE r.id = NEW.record_id;
  RETURN NULL;
END
$$;
CREATE TRIGGER activity_query AFTER INSERT ON record_history
  FOR EACH ROW WHEN (NEW.action = 'query')
  EXECUTE FUNCTION activity_query();

-- What activity_tallies hold, counted from the tables themselves: the counts of what was done
-- before this migration, and what the API's tests compare the tallies with.
CREATE VIEW activity_counted AS
SELECT measure, k.level, k.area_id, kind, month, detail, count(*) AS n,
       sum(amount)::bigint AS amount_kobo
  FROM (
    SELECT 'certificate' AS measure, c.kind, rc.state_id, rc.lga_id, rc.id AS centre_id,
           record_month(c.issued_at) AS month, c.issue AS detail, 0::bigint AS amount
      FROM certificates c JOIN registration_centres rc ON rc.id = c.reg_center_id
    UNION ALL
    SELECT m.measure, coalesce(p.record_kind, ''), r.state_id, r.lga_id, r.reg_center_id,
           record_month(p.bound_at), m.detail, coalesce(p.amount_kobo, 0)
      FROM payments p LEFT JOIN records r ON r.id = p.record_id
     CROSS JOIN LATERAL (VALUES ('fee_service', p.service), ('fee_gateway', p.provider))
       AS m (measure, detail)
     WHERE p.bound_at IS NOT NULL
    UNION ALL
    SELECT 'fee_waived', w.record_kind, r.state_id, r.lga_id, r.reg_center_id,
           record_month(w.waived_at), w.service, w.amount_kobo
      FROM payment_waivers w LEFT JOIN records r ON r.id = w.record_id
    UNION ALL
    SELECT 'correction', m.kind, m.state_id, m.lga_id, m.reg_center_id,
           record_month(m.approved_at), m.mod_reason, 0
      FROM modification_requests m WHERE m.status = 'approved'
    UNION ALL
    SELECT 'correction_queried', m.kind, m.state_id, m.lga_id, m.reg_center_id,
           record_month(m.queried_at), activity_reason(m.query_reason), 0
      FROM modification_requests m WHERE m.queried_at IS NOT NULL
    UNION ALL
    SELECT 'record_queried', h.record_type, r.state_id, r.lga_id, r.reg_center_id,
           record_month(h.at), activity_reason(h.reason), 0
      FROM record_history h JOIN records r ON r.id = h.record_id
     WHERE h.action = 'query'
  ) AS done
  CROSS JOIN LATERAL (VALUES (0::smallint, 0), (1::smallint, state_id), (2::smallint, lga_id),
    (3::smallint, centre_id)) AS k (level, area_id)
 WHERE k.area_id IS NOT NULL
 GROUP BY 1, 2, 3, 4, 5, 6;

INSERT INTO activity_tallies (measure, level, area_id, kind, month, detail, slot, n, amount_kobo)
SELECT measure, level, area_id, kind, month, detail, 0, n, amount_kobo FROM activity_counted;
