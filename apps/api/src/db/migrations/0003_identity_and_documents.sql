-- Identity checks: every answer the identity agency gave about a NIN or tracking id. The number
-- is kept (the server re-verifies and compares it later) but never written to a log or to the
-- audit trail, which refer to the row by id.
CREATE TABLE nin_verifications (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('nin', 'tracking_id')),
  identifier text NOT NULL,
  provider text NOT NULL,
  result text NOT NULL CHECK (result IN ('verified', 'not_found', 'failed')),
  nimc_status integer,
  person_data jsonb,
  verified_by integer REFERENCES users (id),
  verified_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX nin_verifications_lookup_idx ON nin_verifications (kind, identifier, verified_at DESC);

-- Uploaded files. The bytes live in the blob store under a content-addressed key
-- (ab/cd/<sha256>.<ext>); one row per uploader and file, so the same file sent from two centres
-- is stored once but visible to each centre's scope.
CREATE TABLE documents (
  id bigserial PRIMARY KEY,
  key text NOT NULL,
  sha256 char(64) NOT NULL,
  mime_type text NOT NULL CHECK (mime_type IN ('image/jpeg', 'image/png', 'application/pdf')),
  size_bytes integer NOT NULL CHECK (size_bytes > 0),
  kind text NOT NULL,
  document_type text,
  file_name text,
  uploaded_by integer NOT NULL REFERENCES users (id),
  state_id integer,
  lga_id integer,
  centre_id integer,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX documents_key_uploader_idx ON documents (key, uploaded_by);
CREATE INDEX documents_key_idx ON documents (key);
