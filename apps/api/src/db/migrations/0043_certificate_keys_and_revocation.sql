-- Certificates (issue 27, "Safe to deploy"): which key signed each QR code, the digest of the
-- printed particulars it signed, and why and by whom a certificate was revoked.

-- key_id and particulars_digest are null on certificates issued before this migration: their
-- QR codes carry neither and still verify as they did.
ALTER TABLE certificates ADD COLUMN key_id text;
ALTER TABLE certificates ADD COLUMN particulars_digest text;

-- 'replaced': a reissue replaced it (usually for a lost paper); 'registry': an administrator
-- revoked it with a reason (revoked_reason). The public check tells only which of the two.
ALTER TABLE certificates ADD COLUMN revoked_because text
  CONSTRAINT certificates_revoked_because_check CHECK (revoked_because IN ('replaced', 'registry'));
ALTER TABLE certificates ADD COLUMN revoked_by integer REFERENCES users (id);
UPDATE certificates SET revoked_because = 'registry' WHERE revoked_at IS NOT NULL;
ALTER TABLE certificates ADD CONSTRAINT certificates_revocation_check
  CHECK ((revoked_at IS NULL) = (revoked_because IS NULL));
