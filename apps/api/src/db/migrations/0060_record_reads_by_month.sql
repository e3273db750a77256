-- The reads log by month (issue 48; docs/record-reads.md "Retention"): record_reads becomes a
-- table partitioned by `at`, one partition a month, so that a month past the retention is
-- removed by dropping its partition (no DELETE, which the table refuses) and a month's reads
-- are found without reading the others. The API creates the months ahead and drops the expired
-- ones at start and hourly (record_reads_keep_months, called by modules/record-reads/retention.ts).
ALTER TABLE record_reads RENAME TO record_reads_unpartitioned;
ALTER INDEX record_reads_pkey RENAME TO record_reads_unpartitioned_pkey;
ALTER INDEX record_reads_record_idx RENAME TO record_reads_unpartitioned_record_idx;
ALTER INDEX record_reads_document_idx RENAME TO record_reads_unpartitioned_document_idx;
ALTER INDEX record_reads_user_idx RENAME TO record_reads_unpartitioned_user_idx;

-- A partitioned table's key must hold the partition column; ids come from a sequence of their
-- own (PostgreSQL 15 has no identity columns on partitioned tables).
CREATE SEQUENCE record_reads_ids AS bigint;
CREATE TABLE record_reads (
  id bigint NOT NULL DEFAULT nextval('record_reads_ids'),
  at timestamptz NOT NULL,
  user_id integer NOT NULL,
  role_id smallint NOT NULL,
  -- As 0053 left it.
  what text NOT NULL CONSTRAINT record_reads_what_check CHECK (what IN (
    'record', 'certificate', 'certificate_particulars', 'document', 'reprint_lookup',
    'modification_lookup', 'list')),
  record_id bigint,
  document_key text,
  kind text,
  list_query text CONSTRAINT record_reads_list_query_check
    CHECK (list_query IN ('area', 'filter', 'search')),
  request_id text,
  PRIMARY KEY (id, at)
) PARTITION BY RANGE (at);
ALTER SEQUENCE record_reads_ids OWNED BY record_reads.id;

CREATE INDEX record_reads_record_idx ON record_reads (record_id, at) WHERE record_id IS NOT NULL;
CREATE INDEX record_reads_document_idx ON record_reads (document_key, at)
  WHERE document_key IS NOT NULL;
CREATE INDEX record_reads_user_idx ON record_reads (user_id, at);

-- Append-only, as before: row triggers on the partitioned table are cloned onto every month.
CREATE TRIGGER record_reads_no_update_delete BEFORE UPDATE OR DELETE ON record_reads
  FOR EACH ROW EXECUTE FUNCTION record_reads_refuse_change();
CREATE TRIGGER record_reads_no_truncate BEFORE TRUNCATE ON record_reads
  FOR EACH STATEMENT EXECUTE FUNCTION record_reads_refuse_change();

/**
 * The partition of the month holding `day`, named record_reads_yYYYYmMM (UTC months), with the
 * TRUNCATE guard of its own (a statement trigger is not cloned). Nothing when it exists.
 */
CREATE FUNCTION record_reads_add_month(day date) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  first date := date_trunc('month', day::timestamp)::date;
  name text := 'record_reads_y' || to_char(first, 'YYYY') || 'm' || to_char(first, 'MM');
BEGIN
  IF to_regclass(name) IS NOT NULL THEN
    RETURN;
  END IF;
  EXECUTE format(
    'CREATE TABLE %I PARTITION OF record_reads FOR VALUES FROM (%L) TO (%L)', name,
    first::text || ' 00:00:00+00', (first + interval '1 month')::date::text || ' 00:00:00+00');
  EXECUTE format(
    'CREATE TRIGGER record_reads_no_truncate BEFORE TRUNCATE ON %I '
    'FOR EACH STATEMENT EXECUTE FUNCTION record_reads_refuse_change()', name);
END
$$;

/**
 * The partition work, given today's date (the API's clock, so tests can fix it): the months
 * from today's to `ahead` months later exist, and the months wholly before the `retention`
 * full months preceding today's are dropped. Returns the dropped partitions' names. Callers
 * hold record_reads_maintenance's lock (several API processes run it).
 */
CREATE FUNCTION record_reads_keep_months(today date, retention integer, ahead integer)
RETURNS SETOF text LANGUAGE plpgsql AS $$
DECLARE
  this_month date := date_trunc('month', today::timestamp)::date;
  oldest_kept date := (this_month - make_interval(months => retention))::date;
  part record;
BEGIN
  IF retention < 1 THEN
    RAISE EXCEPTION 'record_reads retention must be at least one month, not %', retention;
  END IF;
  FOR i IN 0..ahead LOOP
    PERFORM record_reads_add_month((this_month + make_interval(months => i))::date);
  END LOOP;
  FOR part IN
    SELECT c.relname FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
     WHERE i.inhparent = 'record_reads'::regclass
       AND c.relname ~ '^record_reads_y[0-9]{4}m[0-9]{2}$'
       AND to_date(substr(c.relname, 15, 4) || substr(c.relname, 20, 2), 'YYYYMM') < oldest_kept
     ORDER BY c.relname
  LOOP
    EXECUTE format('DROP TABLE %I', part.relname);
    RETURN NEXT part.relname;
  END LOOP;
END
$$;

-- The months the reads so far fall in, and this month and the next three: then the reads move.
DO $$
DECLARE
  month date;
BEGIN
  FOR month IN
    SELECT DISTINCT date_trunc('month', at AT TIME ZONE 'UTC')::date FROM record_reads_unpartitioned
  LOOP
    PERFORM record_reads_add_month(month);
  END LOOP;
  FOR i IN 0..3 LOOP
    PERFORM record_reads_add_month(
      (date_trunc('month', now() AT TIME ZONE 'UTC') + make_interval(months => i))::date);
  END LOOP;
END
$$;
INSERT INTO record_reads (id, at, user_id, role_id, what, record_id, document_key, kind,
    list_query, request_id)
  SELECT id, at, user_id, role_id, what, record_id, document_key, kind, list_query, request_id
    FROM record_reads_unpartitioned;
SELECT setval('record_reads_ids', coalesce((SELECT max(id) FROM record_reads), 0) + 1, false);
DROP TABLE record_reads_unpartitioned;
