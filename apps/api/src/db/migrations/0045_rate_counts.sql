-- Counters of the rate limits and sign-in delays, shared by every API process (issue 27,
-- docs/rate-limits.md): one row per key (a user, an address, an account at an address), its
-- count in the current window, when the window ends and when it was last counted. UNLOGGED:
-- not written to the WAL nor sent to replicas; a crash of PostgreSQL empties it, forgetting
-- at most a window's counts. Housekeeping deletes ended windows.
CREATE UNLOGGED TABLE rate_counts (
  key text PRIMARY KEY,
  count integer NOT NULL,
  window_end timestamptz NOT NULL,
  last_at timestamptz NOT NULL
);

-- Sign-in failures are counted in rate_counts now; the audit log keeps every attempt.
DROP TABLE login_attempts;
