-- Certificate reissuance (issue 18): a request to issue a printed certificate again, found by
-- its number and the holder's NIN or particulars, with the applicant's face, a recipient
-- e-mail confirmed by a one-time code, and its fee paid (or waived). A DCR or state director
-- other than the requester approves it: the certificate is issued again ("REISSUE n", a row of
-- certificates) and the record stays printed. The holder's NIN is never stored.
CREATE TABLE reissuance_requests (
  id bigserial PRIMARY KEY,
  type text NOT NULL CHECK (type IN ('birth_reissuance', 'attest_reissuance')),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved')),
  record_id bigint NOT NULL REFERENCES records (id),
  certificate_number text NOT NULL,
  validation_mode text NOT NULL CHECK (validation_mode IN ('nin', 'particulars')),
  face_key text NOT NULL,
  recipient_email text NOT NULL,
  email_code_id bigint REFERENCES email_codes (id),
  payment_id bigint REFERENCES payments (id),
  waiver_id bigint REFERENCES payment_waivers (id),
  requested_by integer NOT NULL REFERENCES users (id),
  requested_at timestamptz NOT NULL,
  approved_by integer REFERENCES users (id),
  approved_at timestamptz,
  certificate_id bigint REFERENCES certificates (id),
  CHECK ((status = 'approved') = (certificate_id IS NOT NULL))
);
-- At most one request of a certificate waits at a time.
CREATE UNIQUE INDEX reissuance_requests_one_pending_idx ON reissuance_requests (record_id)
  WHERE status = 'pending';
CREATE INDEX reissuance_requests_list_idx ON reissuance_requests (type, status, requested_at DESC, id DESC);
