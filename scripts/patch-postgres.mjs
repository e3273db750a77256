// Mends postgres-js (3.4.9, the newest) where it loses queries, or the whole API process, when
// PostgreSQL goes away under load: the crash soak (scripts/soak/crash-retry.mjs) saw requests
// hang until their clients gave up and connections that then timed out on every later attempt
// against a healthy server. Run by npm after every install (the root package's postinstall);
// running it again changes nothing. The same faults are reported upstream (porsager/postgres
// pull requests 1168, 1209 and 1215, unmerged): drop a mend here once a release has it.
//
// Each mend replaces an exact text in src/ and cjs/src/connection.js. A text found neither as
// it was nor as mended (another version) stops the install with the mend's name, so the mends
// are looked at again rather than silently lost; apps/api/src/db/client.test.ts ("connections
// reset under load") fails without them.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const FILES = ['src/connection.js', 'cjs/src/connection.js'];

const MENDS = [
  {
    name: 'a closed connection forgets the writes it had waiting',
    // Both teardowns (terminate, closed) cancelled the pending write but left its timer set and
    // its bytes: the next connection's startup message was queued behind them and never sent,
    // so every reconnection timed out (CONNECT_TIMEOUT) for the life of the process.
    from: '    clearImmediate(nextWriteTimer)\n',
    to: '    clearImmediate(nextWriteTimer)\n    nextWriteTimer = chunk = null\n',
    count: 2,
  },
  {
    name: 'a closed connection fails every query still under way, and forgets them',
    // On a reset (ECONNRESET) the socket's 'error' fails the queries sent so far, but queries
    // given to the connection before its 'close' (a request tried again at once) were written
    // to the dead socket and, the close having an error, never failed: they waited for ever.
    // And the query under way was kept after the close: the next connection's startup took
    // PostgreSQL's "not yet accepting connections" for that query's error, kept it, and failed
    // its first query with it seconds later, PostgreSQL long back.
    from:
      '    if (initial)\n' +
      '      return reconnect()\n' +
      '\n' +
      "    !hadError && (query || sent.length) && error(Errors.connection('CONNECTION_CLOSED', options, socket))\n",
    to:
      '    if (initial) {\n' +
      '      query = results = errorResponse = null\n' +
      '      return reconnect()\n' +
      '    }\n' +
      '\n' +
      "    ;(query || sent.length) && error(Errors.connection('CONNECTION_CLOSED', options, socket))\n" +
      '    query = results = errorResponse = null\n',
    count: 1,
  },
  {
    name: 'a write without a socket fails its queries instead of the process',
    // A transaction's or reserved connection's query after its socket closed reached
    // socket.write on null, from a timer: an exception nothing could catch.
    from: '  function nextWrite(fn) {\n    const x = socket.write(chunk, fn)\n',
    to:
      '  function nextWrite(fn) {\n' +
      '    if (!socket) {\n' +
      '      chunk = nextWriteTimer = null\n' +
      "      error(Errors.connection('CONNECTION_CLOSED', options))\n" +
      '      return false\n' +
      '    }\n' +
      '    const x = socket.write(chunk, fn)\n',
    count: 1,
  },
  {
    name: 'a connection lost while reading the array types is not an unhandled rejection',
    // The read is the connection's own query, which nothing awaited: its failure ended the
    // process. The queries waiting for the connection fail with it all the same.
    from: '        return fetchArrayTypes()\n',
    to: '        return fetchArrayTypes().catch(() => undefined)\n',
    count: 1,
  },
  {
    name: 'target_session_attrs=read-write passes over a hot standby',
    // PostgreSQL 14 and later report in_hot_standby and default_transaction_read_only when a
    // connection opens, and postgres-js then judged read-write by default_transaction_read_only
    // alone, which is off on a standby: a multi-host DATABASE_URL (docs/deployment.md) connected
    // to the old primary come back as standby, and every write on it failed (the failover drill,
    // scripts/drill-failover.mjs, saw 500s). libpq's rule: read-write is neither.
    from:
      "      (x === 'read-write' && xs.default_transaction_read_only === 'on') ||\n" +
      "      (x === 'read-only' && xs.default_transaction_read_only === 'off') ||\n",
    to:
      "      (x === 'read-write' && (xs.default_transaction_read_only === 'on' || xs.in_hot_standby === 'on')) ||\n" +
      "      (x === 'read-only' && xs.default_transaction_read_only === 'off' && xs.in_hot_standby === 'off') ||\n",
    count: 1,
  },
];

const occurrences = (text, part) => text.split(part).length - 1;

for (const file of FILES) {
  const path = join(root, 'node_modules/postgres', file);
  let text = readFileSync(path, 'utf8');
  const before = text;
  for (const mend of MENDS) {
    if (occurrences(text, mend.to) === mend.count) continue;
    if (occurrences(text, mend.from) !== mend.count) {
      throw new Error(
        `postgres-js (${path}) is not the version scripts/patch-postgres.mjs mends: ` +
          `"${mend.name}" found neither as it was nor as mended.`,
      );
    }
    text = text.replaceAll(mend.from, mend.to);
  }
  if (text !== before) writeFileSync(path, text);
}
