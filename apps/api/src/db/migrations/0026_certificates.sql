-- Certificates (issue 17): every certificate PDF issued for a record (the original print,
-- reprints, reissues), stored in the blob store with its SHA-256, and the public checks of
-- their verification codes.

-- A row is what was printed, never changed but for its revocation: the PDF's bytes are in the
-- blob store under blob_key; the name and event date on the paper are kept beside it, so a
-- public check answers without reading the record's particulars. issue_number counts per
-- record and issue: 0 for the original, 1.. for reprints and reissues.
CREATE TABLE certificates (
  id bigserial PRIMARY KEY,
  record_id bigint NOT NULL REFERENCES records (id),
  kind text NOT NULL,
  certificate_number text NOT NULL,
  issue text NOT NULL CHECK (issue IN ('original', 'reprint', 'reissue')),
  issue_number integer NOT NULL CHECK (issue_number >= 0),
  code text NOT NULL,
  subject text NOT NULL,
  event_date date NOT NULL,
  blob_key text NOT NULL,
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  issued_by integer NOT NULL REFERENCES users (id),
  issued_at timestamptz NOT NULL,
  reg_center_id integer NOT NULL REFERENCES registration_centres (id),
  payment_id bigint REFERENCES payments (id),
  revoked_at timestamptz,
  revoked_reason text,
  CONSTRAINT certificates_original_check CHECK ((issue = 'original') = (issue_number = 0)),
  CONSTRAINT certificates_revoked_check CHECK ((revoked_at IS NULL) = (revoked_reason IS NULL)),
  CONSTRAINT certificates_record_issue_key UNIQUE (record_id, issue, issue_number),
  CONSTRAINT certificates_code_key UNIQUE (code)
);

-- Public checks of each certificate's code, counted per day (Nigerian calendar) rather than
-- one row per check: a check costs no insert, and the record's page shows them by day.
CREATE TABLE certificate_checks (
  certificate_id bigint NOT NULL REFERENCES certificates (id),
  day date NOT NULL,
  checks integer NOT NULL CHECK (checks > 0),
  last_at timestamptz NOT NULL,
  PRIMARY KEY (certificate_id, day)
);
