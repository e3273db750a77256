-- Each record's list summary (BirthRegistrationSummary without its centre and capturer, whose
-- names live in other tables) kept as JSON text, written by PostgreSQL whenever the row is
-- written. Lists send it as it is: turning 22 columns into values, objects and JSON again for
-- every listed record was most of the API's CPU per list, and writing 50 timestamps as text was
-- a good part of PostgreSQL's. Building the JSON while reading (json_build_object) cost
-- PostgreSQL more than it saved the API; built once per write it costs nothing per read.
--
-- Timestamps are ISO 8601 in UTC with milliseconds (as Date.toISOString writes them); mother
-- and father are null unless both their surname and first name are known; query_reason only
-- while the record is queried. Declared IMMUTABLE, as a generated column needs: every value is
-- formatted without the session's settings (the timestamps at time zone UTC, to_char's
-- patterns hold no locale-dependent field).
CREATE FUNCTION birth_registration_summary_json(
  id bigint, reference text, status text, claimed boolean, record_type text,
  child_surname text, child_firstname text, child_middlename text, child_sex smallint,
  child_birth_date date,
  mother_surname text, mother_firstname text, mother_middlename text,
  father_surname text, father_firstname text, father_middlename text,
  certificate_number text, query_reason text, created_at timestamptz, updated_at timestamptz
) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT '{"id":' || id
    || ',"reference":' || to_json(reference)::text
    || ',"status":' || to_json(status)::text
    || ',"Claimed":' || claimed::text
    || ',"record_type":' || to_json(record_type)::text
    || ',"child":{"surname":' || to_json(child_surname)::text
    || ',"firstname":' || to_json(child_firstname)::text
    || ',"middlename":' || coalesce(to_json(child_middlename)::text, 'null')
    || ',"sex":' || child_sex
    || ',"childBirthDate":"' || to_char(child_birth_date, 'YYYY-MM-DD') || '"}'
    || ',"mother":' || CASE WHEN mother_surname IS NULL OR mother_firstname IS NULL THEN 'null'
         ELSE '{"surname":' || to_json(mother_surname)::text
           || ',"firstname":' || to_json(mother_firstname)::text
           || ',"middlename":' || coalesce(to_json(mother_middlename)::text, 'null') || '}' END
    || ',"father":' || CASE WHEN father_surname IS NULL OR father_firstname IS NULL THEN 'null'
         ELSE '{"surname":' || to_json(father_surname)::text
           || ',"firstname":' || to_json(father_firstname)::text
           || ',"middlename":' || coalesce(to_json(father_middlename)::text, 'null') || '}' END
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

ALTER TABLE birth_registrations ADD COLUMN summary_json text NOT NULL
  GENERATED ALWAYS AS (birth_registration_summary_json(id, reference, status, claimed,
    record_type, child_surname, child_firstname, child_middlename, child_sex, child_birth_date,
    mother_surname, mother_firstname, mother_middlename,
    father_surname, father_firstname, father_middlename,
    certificate_number, query_reason, created_at, updated_at)) STORED;
