-- Reads of personal data (issue 27; docs/record-reads.md): who read which record, certificate,
-- document or list, when, and by which request. Never what the read showed, nor a list's search
-- text. The API writes them in batches, one multi-row INSERT a second, outside the audit log's
-- hash chain (a chained row per read would make every read a write on the chain).
CREATE TABLE record_reads (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL,
  user_id integer NOT NULL,
  -- The reader's role then (their role may change later).
  role_id smallint NOT NULL,
  what text NOT NULL CHECK (what IN (
    'record', 'certificate', 'document', 'reprint_lookup', 'modification_lookup', 'list')),
  -- The record read; null for a list, and for a document (named by its key).
  record_id bigint,
  document_key text,
  -- The record kind of a list, a certificate or a look-up.
  kind text,
  -- For a list: by its area (and status), other filters, or a name search.
  list_query text CHECK (list_query IN ('area', 'filter', 'search')),
  request_id text
);

-- A record's history reads its reads; a document's are found by its key; auditors ask by user.
CREATE INDEX record_reads_record_idx ON record_reads (record_id, at) WHERE record_id IS NOT NULL;
CREATE INDEX record_reads_document_idx ON record_reads (document_key, at)
  WHERE document_key IS NOT NULL;
CREATE INDEX record_reads_user_idx ON record_reads (user_id, at);

-- Append-only, like the audit log: no row is changed or removed, the table never emptied.
CREATE FUNCTION record_reads_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'record_reads is append-only: % refused', TG_OP;
END
$$;
CREATE TRIGGER record_reads_no_update_delete BEFORE UPDATE OR DELETE ON record_reads
  FOR EACH ROW EXECUTE FUNCTION record_reads_refuse_change();
CREATE TRIGGER record_reads_no_truncate BEFORE TRUNCATE ON record_reads
  FOR EACH STATEMENT EXECUTE FUNCTION record_reads_refuse_change();
