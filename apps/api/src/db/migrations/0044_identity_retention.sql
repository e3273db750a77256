-- The identity agency's answers kept briefly (issue 27, "Safe to deploy"; docs/identity.md).

-- The agency's photo goes to the capture form in the answer and is never read again: no longer
-- stored, and dropped from the verifications kept so far.
UPDATE nin_verifications SET person_data = person_data || '{"photo": null}'
  WHERE person_data ->> 'photo' IS NOT NULL;

-- Housekeeping deletes verifications older than IDENTITY_RETENTION_DAYS by this index.
CREATE INDEX nin_verifications_verified_at_idx ON nin_verifications (verified_at);
