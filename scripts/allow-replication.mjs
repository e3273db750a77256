// Lets this machine's PostgreSQL stream to a replica on the same machine, as the read-replica
// tests need (apps/api/src/test/replica.ts makes one with `pg_basebackup -R`): adds
// `host replication all 127.0.0.1/32 trust` to the server's pg_hba.conf when no replication
// line for 127.0.0.1 is there, and reloads it. Debian's default file allows replication only
// over the Unix socket. Idempotent: run by `.ci/run` and `npm test` before the API suite; a
// second run changes nothing. Plain Node (psql for the queries): it runs before npm install.
//
// `node scripts/allow-replication.mjs [postgres://postgres@127.0.0.1:5432/test]`
import { execFileSync } from 'node:child_process';
import { appendFileSync, readFileSync } from 'node:fs';

const url =
  process.argv[2] ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const LINE = 'host replication all 127.0.0.1/32 trust';
const psql = (query) =>
  execFileSync('psql', [url, '-X', '-At', '-c', query], { encoding: 'utf8' }).trim();

try {
  const hbaFile = psql('show hba_file');
  const lines = readFileSync(hbaFile, 'utf8').split('\n');
  const allowed = lines.some((line) =>
    /^\s*host\w*\s+replication\s+\S+\s+127\.0\.0\.1(\/32)?\s/.test(line),
  );
  if (allowed) {
    console.log(`Replication from 127.0.0.1 is already allowed (${hbaFile}).`);
  } else {
    appendFileSync(
      hbaFile,
      `\n# VitalReg's read-replica tests (scripts/allow-replication.mjs)\n${LINE}\n`,
    );
    psql('select pg_reload_conf()');
    console.log(`Allowed replication from 127.0.0.1 in ${hbaFile} and reloaded PostgreSQL.`);
  }
} catch (error) {
  console.error(
    `Could not allow replication from 127.0.0.1 (${error.message.split('\n')[0]}). ` +
      `Add "${LINE}" to the server's pg_hba.conf and reload it.`,
  );
  process.exitCode = 1;
}
