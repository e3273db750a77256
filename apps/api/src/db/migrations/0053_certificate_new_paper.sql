-- Certificates (issue 44): after an administrator revoked a certificate, no new paper of its
-- record until an administrator authorises one, with a reason (docs/certificates.md
-- "Revocation"). The authorisation is kept on each certificate it answers (every one the
-- registry revoked and not yet authorised), with the certificate its one print made.
ALTER TABLE certificates ADD COLUMN new_paper_authorised_at timestamptz;
ALTER TABLE certificates ADD COLUMN new_paper_authorised_by integer REFERENCES users (id);
ALTER TABLE certificates ADD COLUMN new_paper_reason text;
ALTER TABLE certificates ADD COLUMN new_paper_certificate_id bigint REFERENCES certificates (id);
ALTER TABLE certificates ADD CONSTRAINT certificates_new_paper_check CHECK (
  (new_paper_authorised_at IS NULL) = (new_paper_reason IS NULL)
  AND (new_paper_authorised_at IS NULL) = (new_paper_authorised_by IS NULL)
  AND (new_paper_authorised_at IS NULL OR revoked_because = 'registry')
  AND (new_paper_certificate_id IS NULL OR new_paper_authorised_at IS NOT NULL)
);

-- Officers' checks of a paper's particulars by its code are reads of the record.
ALTER TABLE record_reads DROP CONSTRAINT record_reads_what_check;
ALTER TABLE record_reads ADD CONSTRAINT record_reads_what_check CHECK (what IN (
  'record', 'certificate', 'certificate_particulars', 'document', 'reprint_lookup',
  'modification_lookup', 'list'));
