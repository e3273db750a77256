-- Birth attestations (issue 18) share the records table. Like each kind (0024), they get their
-- own partial whole-word search index, so a search among attestations reads only theirs and
-- its statistics are the attestations' word frequencies.
CREATE INDEX records_search_words_attestation_idx ON records
  USING gin (to_tsvector('simple', search_name)) WITH (fastupdate = off)
  WHERE kind = 'attestation';

-- An attestation's number is also sent under the spec's name, `attestation_number`, as a
-- death's is under `death_certificate_number` (0023). No attestation was stored before this
-- migration, so every stored summary already reads as the function now writes it.
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
    || CASE WHEN kind = 'death' THEN ',"death_certificate_number":'
         || coalesce(to_json(certificate_number)::text, 'null') ELSE '' END
    || CASE WHEN kind = 'attestation' THEN ',"attestation_number":'
         || coalesce(to_json(certificate_number)::text, 'null') ELSE '' END
    || ',"query_reason":'
    || CASE WHEN status = 'queried' THEN coalesce(to_json(query_reason)::text, 'null')
       ELSE 'null' END
    || '}'
$$;

ANALYZE records;
