/**
 * PENDING FUZZ FAILURES: what the fuzz found in modules another change is still reworking,
 * listed so the run stays green meanwhile. Each entry names the route and the problem exactly;
 * a failure that matches is reported as pending, not as a failure. Empty this list: fix the
 * route, delete its entry, and the fuzz is the test that shows the fix.
 */
import type { Failure } from './run.ts';

export interface PendingFailure {
  /** The route's key, as in the report ("POST /api/reissuance/"). */
  route: string;
  /** The problem, as the verdict words it (a part of it is enough). */
  problem: RegExp;
  /** Where the fix belongs. */
  owner: string;
}

export const PENDING_FUZZ_FAILURES: PendingFailure[] = [];

/** The pending entry every problem of this failure matches, if any. */
export function pendingFor(failure: Failure): PendingFailure | undefined {
  return PENDING_FUZZ_FAILURES.find(
    (entry) =>
      entry.route === failure.route &&
      failure.problems.every((problem) => entry.problem.test(problem)),
  );
}
