-- An attestation is refused when the applicant's birth is already registered: a birth of the
-- same date of birth whose child has the applicant's names (birth-attestation/routes.ts). Found
-- through the births' search words, a common name read thousands of births on every
-- attestation submitted; by day and first name, the few births of that day with that name.
CREATE INDEX records_birth_day_firstname_idx ON records (event_date, lower(firstname))
  WHERE kind = 'birth';
