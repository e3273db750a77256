-- One-time e-mail codes (issue 18): a 6-digit code e-mailed to confirm an address (a
-- reissuance's recipient). Neither the code nor the address is stored: the address as the
-- SHA-256 of its lower-case form, the code as an HMAC-SHA-256 with the row's own salt. A code
-- lives 10 minutes and allows 5 wrong tries; a newer code for the same address and purpose
-- replaces it. A right code gives a confirmation token (stored as its SHA-256) that the request
-- using the address presents once, within 30 minutes, by the same user.
CREATE TABLE email_codes (
  id bigserial PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN ('reissuance')),
  email_hash text NOT NULL,
  code_salt text NOT NULL,
  code_hash text NOT NULL,
  requested_by integer NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  wrong_tries integer NOT NULL DEFAULT 0,
  replaced_at timestamptz,
  confirmed_at timestamptz,
  token_hash text UNIQUE,
  token_expires_at timestamptz,
  token_used_at timestamptz
);
-- The latest code of an address and purpose (countdown, verification).
CREATE INDEX email_codes_latest_idx ON email_codes (email_hash, purpose, created_at DESC, id DESC);
