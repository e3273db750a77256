/**
 * Input fuzzing over every route (issue 19, section 2). `npm test` sends a bounded, seeded
 * sample (the same requests every run); `npm run soak` (scripts/soak/fuzz.mjs) runs this file
 * with FUZZ_MIN_REQUESTS (at least that many requests in all) and FUZZ_REPORT (where the counts
 * go, as JSON), and prints them. FUZZ_PER_ROUTE, FUZZ_SEED and FUZZ_ONLY (a pattern of route
 * keys, e.g. '^GET /api/option') help reproduce one finding.
 */
import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFuzzEnvironment, type FuzzEnvironment } from './environment.ts';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client.ts';
import { HOSTILE_REQUEST_ID, runFuzz, type Failure } from './run.ts';

const PER_ROUTE = Number(process.env.FUZZ_PER_ROUTE ?? 20);
const MIN_REQUESTS = Number(process.env.FUZZ_MIN_REQUESTS ?? 0);
const SEED = Number(process.env.FUZZ_SEED ?? 19);
const ONLY = process.env.FUZZ_ONLY ? new RegExp(process.env.FUZZ_ONLY) : undefined;
/** Long enough for a loaded CI machine; a hang is a request that never answers. */
const REQUEST_TIMEOUT_MS = 15_000;
/** About 100 routes at up to 200 ms a request, on a loaded machine. */
const RUN_TIMEOUT_MS = Math.max(180_000, PER_ROUTE * 100 * 200, MIN_REQUESTS * 200);

let env: FuzzEnvironment;
beforeAll(async () => {
  env = await openFuzzEnvironment();
});
afterAll(async () => {
  await env?.close();
});

const listed = (failures: Failure[]) =>
  failures
    .slice(0, 25)
    .map(
      (f) => `${f.route}\n  ${f.problems.join('\n  ')}\n  sent: ${f.request}\n  got: ${f.answer}`,
    )
    .join('\n');

describe('every route, fed hostile input', () => {
  it(
    'answers a 4xx with the envelope (or a 2xx to a good request), never a 5xx or a hang, and a refusal changes no row',
    async () => {
      const perRoute = Math.max(PER_ROUTE, Math.ceil(MIN_REQUESTS / env.routes.length));
      const tally = await runFuzz(env, {
        seed: SEED,
        perRoute,
        timeoutMs: REQUEST_TIMEOUT_MS,
        ...(ONLY ? { only: (key: string) => ONLY.test(key) } : {}),
      });
      if (process.env.FUZZ_REPORT) {
        const report = {
          ...tally,
          routes: env.routes.length,
          perRoute,
          database: env.test.database.kind,
        };
        writeFileSync(process.env.FUZZ_REPORT, JSON.stringify(report, null, 1));
      }
      if (!ONLY) {
        expect(env.routes.length).toBeGreaterThan(50);
        expect(Object.keys(tally.byRoute)).toHaveLength(env.routes.length);
      }
      expect(tally.total).toBeGreaterThanOrEqual(Math.max(1, ONLY ? 0 : MIN_REQUESTS));
      // Every request sent the hostile X-Request-Id: none of it was audited or recorded as a read.
      await env.test.app.recordReads.flush();
      const kept = rowsOf<{ n: number }>(
        await env.test.database.handle.db.execute(sql`select
          (select count(*) from audit_log where request_id = ${HOSTILE_REQUEST_ID}) +
          (select count(*) from record_reads where request_id = ${HOSTILE_REQUEST_ID}) as n`),
      );
      expect(Number(kept[0]?.n)).toBe(0);
      if (tally.failures.length > 0) {
        expect.fail(
          `${tally.failures.length} of ${tally.total} answers were wrong:\n${listed(tally.failures)}`,
        );
      }
    },
    RUN_TIMEOUT_MS,
  );
});
