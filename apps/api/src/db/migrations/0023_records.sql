-- One records table for every kind of record (DESIGN.md "Record engine"): births, deaths and
-- stillbirths (attestations later) share the list, search, counts, duplicate check, workflow
-- and certificate machinery. The birth tables become the records tables in place: existing
-- births keep their ids, references, history, counts and search words.
--
-- What stays a column is what every kind has and the engine filters on: kind, record type,
-- event date (birth, death, delivery), the subject's first name (the duplicate check's name
-- similarity), search name, place, people and workflow. What only lists show is the kind's own
-- part of the list summary (`summary_body`, JSON members written by the API with the record);
-- what only the duplicate check compares lives in `record_keys`.

ALTER TABLE birth_registrations RENAME TO records;
ALTER TABLE records ADD COLUMN kind text NOT NULL DEFAULT 'birth';
ALTER TABLE records ALTER COLUMN kind DROP DEFAULT;
ALTER TABLE records ADD CONSTRAINT records_kind_check
  CHECK (kind IN ('birth', 'death', 'stillbirth', 'attestation'));
ALTER TABLE records DROP CONSTRAINT birth_registrations_record_type_check;
ALTER TABLE records RENAME COLUMN child_birth_date TO event_date;
ALTER TABLE records RENAME COLUMN child_firstname TO firstname;
ALTER TABLE records ALTER COLUMN firstname DROP NOT NULL;
ALTER INDEX birth_registrations_pkey RENAME TO records_pkey;
ALTER INDEX birth_registrations_reference_key RENAME TO records_reference_key;
ALTER INDEX birth_registrations_certificate_number_key RENAME TO records_certificate_number_key;
ALTER SEQUENCE birth_registrations_id_seq RENAME TO records_id_seq;

-- A birth's own summary members, as migration 0015 wrote them.
ALTER TABLE records ADD COLUMN summary_body text;
UPDATE records SET summary_body =
  '"Claimed":' || claimed::text
  || ',"record_type":' || to_json(record_type)::text
  || ',"child":{"surname":' || to_json(child_surname)::text
  || ',"firstname":' || to_json(firstname)::text
  || ',"middlename":' || coalesce(to_json(child_middlename)::text, 'null')
  || ',"sex":' || child_sex
  || ',"childBirthDate":"' || to_char(event_date, 'YYYY-MM-DD') || '"}'
  || ',"mother":' || CASE WHEN mother_surname IS NULL OR mother_firstname IS NULL THEN 'null'
       ELSE '{"surname":' || to_json(mother_surname)::text
         || ',"firstname":' || to_json(mother_firstname)::text
         || ',"middlename":' || coalesce(to_json(mother_middlename)::text, 'null') || '}' END
  || ',"father":' || CASE WHEN father_surname IS NULL OR father_firstname IS NULL THEN 'null'
       ELSE '{"surname":' || to_json(father_surname)::text
         || ',"firstname":' || to_json(father_firstname)::text
         || ',"middlename":' || coalesce(to_json(father_middlename)::text, 'null') || '}' END;
ALTER TABLE records ALTER COLUMN summary_body SET NOT NULL;

-- The duplicate check's keys: what a kind compares (a mother's NIN, her names, a deceased's
-- NIN...) with the event date it goes with. A submission looks its probes up by (kind, key) and
-- a date range.
CREATE TABLE record_keys (
  kind text NOT NULL,
  key text NOT NULL,
  event_date date NOT NULL,
  record_id bigint NOT NULL
);
INSERT INTO record_keys (kind, key, event_date, record_id)
  SELECT 'birth', 'mother-nin:' || mother_nin, event_date, id FROM records
   WHERE mother_nin IS NOT NULL
  UNION ALL
  SELECT 'birth', 'mother-names:' || lower(mother_surname) || '|' || lower(mother_firstname),
         event_date, id FROM records
   WHERE mother_surname IS NOT NULL AND mother_firstname IS NOT NULL;
CREATE INDEX record_keys_key_idx ON record_keys (kind, key, event_date);
CREATE INDEX record_keys_record_idx ON record_keys (record_id);

ALTER TABLE records DROP COLUMN summary_json;
DROP FUNCTION birth_registration_summary_json(bigint, text, text, boolean, text, text, text,
  text, smallint, date, text, text, text, text, text, text, text, text, timestamptz, timestamptz);
ALTER TABLE records
  DROP COLUMN claimed,
  DROP COLUMN child_surname,
  DROP COLUMN child_middlename,
  DROP COLUMN child_sex,
  DROP COLUMN mother_surname,
  DROP COLUMN mother_firstname,
  DROP COLUMN mother_middlename,
  DROP COLUMN mother_nin,
  DROP COLUMN father_surname,
  DROP COLUMN father_firstname,
  DROP COLUMN father_middlename;

-- A record's list summary (without its centre and capturer), as migration 0015's but with the
-- kind's members from summary_body; a death's number is also sent under the spec's name.
CREATE FUNCTION record_summary_json(
  kind text, id bigint, reference text, status text, summary_body text,
  certificate_number text, query_reason text, created_at timestamptz, updated_at timestamptz
) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT '{"id":' || id
    || ',"reference":' || to_json(reference)::text
    || ',"status":' || to_json(status)::text
    || ',' || summary_body
    || ',"created_at":"'
    || to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"'
    || ',"updated_at":"'
    || to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"'
    || ',"certificate_number":' || coalesce(to_json(certificate_number)::text, 'null')
    || CASE WHEN kind = 'death' THEN ',"death_certificate_number":'
         || coalesce(to_json(certificate_number)::text, 'null') ELSE '' END
    || ',"query_reason":'
    || CASE WHEN status = 'queried' THEN coalesce(to_json(query_reason)::text, 'null')
       ELSE 'null' END
    || '}'
$$;

ALTER TABLE records ADD COLUMN summary_json text NOT NULL
  GENERATED ALWAYS AS (record_summary_json(kind, id, reference, status, summary_body,
    certificate_number, query_reason, created_at, updated_at)) STORED;

-- Lists by kind and scope, newest first (0004, 0005 with the kind in front).
DROP INDEX birth_registrations_centre_idx;
DROP INDEX birth_registrations_lga_status_idx;
DROP INDEX birth_registrations_state_status_idx;
DROP INDEX birth_registrations_status_idx;
DROP INDEX birth_registrations_created_idx;
DROP INDEX birth_registrations_lga_created_idx;
DROP INDEX birth_registrations_state_created_idx;
CREATE INDEX records_centre_idx ON records (kind, reg_center_id, created_at DESC, id DESC);
CREATE INDEX records_lga_status_idx
  ON records (kind, lga_id, status, created_at DESC, id DESC);
CREATE INDEX records_state_status_idx
  ON records (kind, state_id, status, created_at DESC, id DESC);
CREATE INDEX records_status_idx ON records (kind, status, created_at DESC, id DESC);
CREATE INDEX records_created_idx ON records (kind, created_at DESC, id DESC);
CREATE INDEX records_lga_created_idx ON records (kind, lga_id, created_at DESC, id DESC);
CREATE INDEX records_state_created_idx ON records (kind, state_id, created_at DESC, id DESC);
ALTER INDEX birth_registrations_search_trgm_idx RENAME TO records_search_trgm_idx;
ALTER INDEX birth_registrations_search_words_idx RENAME TO records_search_words_idx;

-- Search words (0013) per kind.
ALTER TABLE birth_registration_words RENAME TO record_words;
ALTER TABLE record_words ADD COLUMN kind text NOT NULL DEFAULT 'birth';
ALTER TABLE record_words ALTER COLUMN kind DROP DEFAULT;
DROP INDEX birth_registration_words_country_idx;
DROP INDEX birth_registration_words_state_idx;
DROP INDEX birth_registration_words_lga_idx;
DROP INDEX birth_registration_words_centre_idx;
ALTER INDEX birth_registration_words_record_word_idx RENAME TO record_words_record_word_idx;
CREATE INDEX record_words_country_idx
  ON record_words (kind, word, created_at DESC, record_id DESC);
CREATE INDEX record_words_state_idx
  ON record_words (kind, state_id, word, created_at DESC, record_id DESC);
CREATE INDEX record_words_lga_idx
  ON record_words (kind, lga_id, word, created_at DESC, record_id DESC);
CREATE INDEX record_words_centre_idx
  ON record_words (kind, reg_center_id, word, created_at DESC, record_id DESC);

DROP TRIGGER birth_registration_words_insert ON records;
DROP TRIGGER birth_registration_words_update ON records;
DROP TRIGGER birth_registration_words_delete ON records;
DROP FUNCTION birth_registration_words_apply();
ALTER FUNCTION birth_registration_words_of(text) RENAME TO record_words_of;

CREATE FUNCTION record_words_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM record_words WHERE record_id = OLD.id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO record_words
      SELECT NEW.id, w, NEW.created_at, NEW.state_id, NEW.lga_id, NEW.reg_center_id, NEW.kind
      FROM record_words_of(NEW.search_name) AS w;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER record_words_insert AFTER INSERT ON records
  FOR EACH ROW EXECUTE FUNCTION record_words_apply();
CREATE TRIGGER record_words_update
  AFTER UPDATE OF search_name, created_at, state_id, lga_id, reg_center_id ON records
  FOR EACH ROW
  WHEN (OLD.search_name IS DISTINCT FROM NEW.search_name
        OR OLD.created_at IS DISTINCT FROM NEW.created_at
        OR OLD.state_id IS DISTINCT FROM NEW.state_id
        OR OLD.lga_id IS DISTINCT FROM NEW.lga_id
        OR OLD.reg_center_id IS DISTINCT FROM NEW.reg_center_id)
  EXECUTE FUNCTION record_words_apply();
CREATE TRIGGER record_words_delete AFTER DELETE ON records
  FOR EACH ROW EXECUTE FUNCTION record_words_apply();

-- Counts and totals (0006, 0011, 0016, 0017, 0021) per kind.
ALTER TABLE birth_registration_counts RENAME TO record_counts;
ALTER TABLE record_counts ADD COLUMN kind text NOT NULL DEFAULT 'birth';
ALTER TABLE record_counts ALTER COLUMN kind DROP DEFAULT;
ALTER TABLE record_counts DROP CONSTRAINT birth_registration_counts_pkey;
ALTER TABLE record_counts ADD PRIMARY KEY (kind, level, area_id, status, month, slot);
ALTER TABLE birth_registration_totals RENAME TO record_totals;
ALTER TABLE record_totals ADD COLUMN kind text NOT NULL DEFAULT 'birth';
ALTER TABLE record_totals ALTER COLUMN kind DROP DEFAULT;
ALTER TABLE record_totals DROP CONSTRAINT birth_registration_totals_pkey;
ALTER TABLE record_totals ADD PRIMARY KEY (kind, level, area_id, status, slot);

DROP TRIGGER birth_registration_counts_insert ON records;
DROP TRIGGER birth_registration_counts_update ON records;
DROP TRIGGER birth_registration_counts_delete ON records;
DROP FUNCTION birth_registration_counts_apply();
DROP FUNCTION birth_registration_counts_add(birth_registration_count_change[]);
DROP TYPE birth_registration_count_change;
ALTER FUNCTION birth_registration_month(timestamptz) RENAME TO record_month;

CREATE TYPE record_count_change AS (
  kind text, state_id integer, lga_id integer, reg_center_id integer, status text,
  created_at timestamptz, delta integer
);

CREATE FUNCTION record_counts_add(changes record_count_change[])
  RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH keyed AS (
    SELECT c.kind, k.level, k.area_id, c.status, record_month(c.created_at) AS month,
           sum(c.delta) AS delta
      FROM unnest(changes) AS c
      CROSS JOIN LATERAL (VALUES (0::smallint, 0), (1::smallint, c.state_id),
        (2::smallint, c.lga_id), (3::smallint, c.reg_center_id)) AS k (level, area_id)
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

CREATE FUNCTION record_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM record_counts_add(ARRAY(
      SELECT (kind, state_id, lga_id, reg_center_id, status, created_at, 1)::record_count_change
        FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM record_counts_add(ARRAY(
      SELECT (kind, state_id, lga_id, reg_center_id, status, created_at, 1)::record_count_change
        FROM new_rows
      UNION ALL
      SELECT (kind, state_id, lga_id, reg_center_id, status, created_at, -1)::record_count_change
        FROM old_rows));
  ELSE
    PERFORM record_counts_add(ARRAY(
      SELECT (kind, state_id, lga_id, reg_center_id, status, created_at, -1)::record_count_change
        FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER record_counts_insert AFTER INSERT ON records
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_counts_apply();
CREATE TRIGGER record_counts_update AFTER UPDATE ON records
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_counts_apply();
CREATE TRIGGER record_counts_delete AFTER DELETE ON records
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_counts_apply();

-- Certificate numbers: one gapless series per kind, state and year.
ALTER TABLE certificate_counters ADD COLUMN series text NOT NULL DEFAULT 'birth';
ALTER TABLE certificate_counters ALTER COLUMN series DROP DEFAULT;
ALTER TABLE certificate_counters DROP CONSTRAINT certificate_counters_pkey;
ALTER TABLE certificate_counters ADD PRIMARY KEY (series, state_id, year);

ANALYZE records;
ANALYZE record_words;
ANALYZE record_keys;
