-- Modifications (issue 25): a registered record corrected one field group at a time, paid,
-- approved by someone other than its requester, and applied as a new version of its
-- particulars. Nothing is overwritten: the version before each correction is kept, and the
-- record's certificates issued before it answer "Superseded" on the public check.

-- The version of a record's particulars: 1 as registered, +1 per correction applied.
ALTER TABLE records ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1);

CREATE TABLE modification_requests (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  record_id bigint NOT NULL REFERENCES records (id),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'queried', 'approved')),
  mod_type text NOT NULL,
  mod_field text NOT NULL,
  mod_reason text NOT NULL,
  mod_reason_other text,
  comment text,
  -- Who asked and how they proved it: type, name, relationship, proof, masked NIN, document.
  requester jsonb NOT NULL,
  supporting_documents jsonb NOT NULL,
  -- The corrected values by request member, and the record's values they replace, as they
  -- were when the request was made (before) and when it was applied (applied_before).
  changes jsonb NOT NULL,
  before jsonb NOT NULL,
  applied_before jsonb,
  certificate_number text NOT NULL,
  subject text NOT NULL,
  state_id integer NOT NULL,
  lga_id integer NOT NULL,
  reg_center_id integer NOT NULL,
  payment_id bigint REFERENCES payments (id),
  waiver_id bigint REFERENCES payment_waivers (id),
  requested_by integer NOT NULL REFERENCES users (id),
  requested_at timestamptz NOT NULL,
  query_reason text,
  queried_by integer REFERENCES users (id),
  queried_at timestamptz,
  approved_by integer REFERENCES users (id),
  approved_at timestamptz,
  -- The record's version this request made, once approved.
  version integer,
  updated_at timestamptz NOT NULL,
  CHECK ((status = 'approved') = (version IS NOT NULL)),
  CHECK (approved_by IS NULL OR approved_by <> requested_by)
);
-- One open request per part of a record at a time (another part may be corrected beside it).
CREATE UNIQUE INDEX modification_requests_one_open_idx ON modification_requests (record_id, mod_field)
  WHERE status IN ('pending', 'queried');
CREATE INDEX modification_requests_record_idx ON modification_requests (record_id, id);
CREATE INDEX modification_requests_list_idx
  ON modification_requests (kind, requested_at DESC, id DESC);
CREATE INDEX modification_requests_state_idx
  ON modification_requests (kind, state_id, requested_at DESC, id DESC);
CREATE INDEX modification_requests_lga_idx
  ON modification_requests (kind, lga_id, requested_at DESC, id DESC);
CREATE INDEX modification_requests_centre_idx
  ON modification_requests (kind, reg_center_id, requested_at DESC, id DESC);

-- Each earlier version of a record's particulars, kept when a correction replaced it.
CREATE TABLE record_versions (
  record_id bigint NOT NULL REFERENCES records (id),
  version integer NOT NULL CHECK (version >= 1),
  particulars jsonb NOT NULL,
  -- When this version began: the record's creation, or the correction that made it.
  valid_from timestamptz NOT NULL,
  replaced_at timestamptz NOT NULL,
  -- The correction that replaced it.
  modification_id bigint NOT NULL REFERENCES modification_requests (id),
  PRIMARY KEY (record_id, version)
);

-- A certificate issued before a correction no longer holds the registered values.
ALTER TABLE certificates ADD COLUMN superseded_at timestamptz;
ALTER TABLE certificates DROP CONSTRAINT certificates_issue_check;
ALTER TABLE certificates ADD CONSTRAINT certificates_issue_check
  CHECK (issue IN ('original', 'reprint', 'reissue', 'correction'));

-- A change of sex, date or age costs more than a spelling fix (DEMO AMOUNT, as in 0025).
ALTER TABLE fees DROP CONSTRAINT fees_service_check;
ALTER TABLE fees ADD CONSTRAINT fees_service_check CHECK (
  service IN ('reprint', 'birth_reissuance', 'attest_reissuance', 'modification',
    'major_modification', 'attestation')
);
INSERT INTO fees (service, amount_kobo, valid_from) VALUES
  ('major_modification', 1500000, '2023-01-01T00:00:00Z');
