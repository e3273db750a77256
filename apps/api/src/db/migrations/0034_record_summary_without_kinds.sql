-- No SQL names a kind but the indexes. The summary no longer adds a death's or attestation's
-- number under its spec name (0023, 0028): the API adds a kind's `certificate.answerField`.
-- `kind` stays a parameter, unread, for callers; the column is added again to rewrite every
-- stored summary. The kinds are the API's declarations, so their check on records goes too.
ALTER TABLE records DROP COLUMN summary_json;

CREATE OR REPLACE FUNCTION record_summary_json(
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
    || ',"query_reason":'
    || CASE WHEN status = 'queried' THEN coalesce(to_json(query_reason)::text, 'null')
       ELSE 'null' END
    || '}'
$$;

ALTER TABLE records ADD COLUMN summary_json text NOT NULL
  GENERATED ALWAYS AS (record_summary_json(kind, id, reference, status, summary_body,
    certificate_number, query_reason, created_at, updated_at)) STORED;

ALTER TABLE records DROP CONSTRAINT records_kind_check;
