-- One-time codes that hand a signed-in user over to an external "Other Access" application
-- (DESIGN.md "Staff, administration, dashboards"): never the session token in a URL. A code
-- is kept only as its SHA-256, is exchanged once, and within 60 seconds.
CREATE TABLE session_handoffs (
  code_hash text PRIMARY KEY,
  user_id integer NOT NULL,
  target text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX session_handoffs_expires_idx ON session_handoffs (expires_at);
