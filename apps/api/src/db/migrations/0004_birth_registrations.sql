-- Birth registrations, their workflow history, idempotent submissions and certificate numbers.
-- The validated submission is kept whole in `particulars`; the columns beside it are copies of
-- what lists, search, statistics and the duplicate check filter on.
CREATE TABLE birth_registrations (
  id bigserial PRIMARY KEY,
  -- Human reference for staff and the acknowledgement slip; carries no personal data.
  reference text NOT NULL UNIQUE,
  status text NOT NULL CHECK (status IN ('pending', 'approved', 'queried', 'printed')),
  claimed boolean NOT NULL,
  record_type text NOT NULL CHECK (record_type IN ('birth', 'birth_notification')),
  child_surname text NOT NULL,
  child_firstname text NOT NULL,
  child_middlename text,
  child_sex smallint NOT NULL,
  child_birth_date date NOT NULL,
  mother_surname text,
  mother_firstname text,
  mother_middlename text,
  mother_nin text,
  father_surname text,
  father_firstname text,
  father_middlename text,
  -- lower-cased "child names + mother names", for the free-text search (pg_trgm).
  search_name text NOT NULL,
  particulars jsonb NOT NULL,
  late boolean NOT NULL,
  over_five_years boolean NOT NULL,
  reg_center_id integer NOT NULL REFERENCES registration_centres (id),
  state_id integer NOT NULL,
  lga_id integer NOT NULL,
  captured_by integer NOT NULL REFERENCES users (id),
  certificate_number text UNIQUE,
  approved_by integer REFERENCES users (id),
  approved_at timestamptz,
  query_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Lists by scope, newest first (centre, LGA and state scopes; country scope by status or not).
CREATE INDEX birth_registrations_centre_idx
  ON birth_registrations (reg_center_id, created_at DESC, id DESC);
CREATE INDEX birth_registrations_lga_status_idx
  ON birth_registrations (lga_id, status, created_at DESC, id DESC);
CREATE INDEX birth_registrations_state_status_idx
  ON birth_registrations (state_id, status, created_at DESC, id DESC);
CREATE INDEX birth_registrations_status_idx
  ON birth_registrations (status, created_at DESC, id DESC);
CREATE INDEX birth_registrations_created_idx ON birth_registrations (created_at DESC, id DESC);
-- Free-text name search and the duplicate check.
CREATE INDEX birth_registrations_search_trgm_idx
  ON birth_registrations USING gin (search_name gin_trgm_ops);
CREATE INDEX birth_registrations_child_firstname_trgm_idx
  ON birth_registrations USING gin (lower(child_firstname) gin_trgm_ops);
CREATE INDEX birth_registrations_mother_nin_idx
  ON birth_registrations (mother_nin, child_birth_date) WHERE mother_nin IS NOT NULL;
CREATE INDEX birth_registrations_birth_date_idx ON birth_registrations (child_birth_date);

-- Every workflow step of every record type (submit, approve, query, resubmit, print, ...).
CREATE TABLE record_history (
  id bigserial PRIMARY KEY,
  record_type text NOT NULL,
  record_id bigint NOT NULL,
  action text NOT NULL,
  from_status text,
  to_status text NOT NULL,
  by_user_id integer NOT NULL REFERENCES users (id),
  at timestamptz NOT NULL DEFAULT now(),
  reason text
);
CREATE INDEX record_history_record_idx ON record_history (record_type, record_id, at, id);

-- A client's Idempotency-Key: the first answer is kept and replayed; the row is inserted first,
-- in the same transaction as the record, so a concurrent replay waits on the unique index.
CREATE TABLE idempotency_keys (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  key text NOT NULL,
  request_hash text NOT NULL,
  response_status integer,
  response_body jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, key)
);
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);

-- The last certificate number given per state and year; incremented under its row lock in the
-- approving transaction, so numbers have no gaps and no duplicates.
CREATE TABLE certificate_counters (
  state_id integer NOT NULL,
  year integer NOT NULL,
  last_number integer NOT NULL,
  PRIMARY KEY (state_id, year)
);
