// The crash soak's count check (scripts/soak/crash-verify.mjs runs it: `npx tsx
// scripts/soak/count-check.ts <database url>`): the API suites' own checks that the counts,
// totals and dashboard tallies (records' and activities') kept by triggers match the records, so the soak and the tests
// cannot drift apart. Prints one line of JSON: the number of mismatches and the first few.
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { activityMismatches } from '../../apps/api/src/modules/dashboard/test-support.ts';
import { countMismatches } from '../../apps/api/src/modules/records/count-checks.ts';

const url = process.argv[2];
if (!url) {
  console.error('Usage: npx tsx scripts/soak/count-check.ts <database url>');
  process.exit(2);
}
const handle = await openDatabase({ databaseUrl: url });
try {
  const mismatches = [
    ...(await countMismatches(handle.db)),
    ...(await activityMismatches(handle.db)),
  ];
  console.log(JSON.stringify({ mismatches: mismatches.length, examples: mismatches.slice(0, 5) }));
} finally {
  await handle.close();
}
