-- Sign-in counts an address's recent failures (the lockout of 20 per address in 15 minutes), but
-- the address index held every attempt, successes too: from an address where staff sign in all
-- day (a centre behind one router, the bench's 127.0.0.1), each sign-in walked the window's
-- successful attempts to find the few failures, which cost more than the rest of sign-in's
-- statements together. The index now holds failures only; the account's count keeps its full
-- index, which also finds the account's last successful sign-in.
DROP INDEX login_attempts_ip_idx;
CREATE INDEX login_attempts_ip_failures_idx ON login_attempts (ip, attempted_at)
  WHERE NOT succeeded;
