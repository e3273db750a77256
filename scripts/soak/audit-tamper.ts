// Audit you can trust (issue 19, section 4; part of `npm run soak`; alone:
// `npx tsx scripts/soak/audit-tamper.ts`). On a fresh database (PostgreSQL at TEST_DATABASE_URL,
// else PGlite in memory): writes audit events and chains them, then tampers with them in SQL
// the way an insider with the database password could (triggers switched off), one way at a
// time (tamperWithAudit: triggers and keys off), each rolled back afterwards, and asks verifyAuditChain (what
// `npm run audit:verify` runs) whether it sees the break. Exits 1 unless every tamper is found
// and the untouched chain verifies.
//
// The last line, `SOAK audit: ...`, is the figure `npm run soak` prints in its summary.
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import type { Database } from '../../apps/api/src/db/client.ts';
import { rowsOf } from '../../apps/api/src/db/client.ts';
import { chainAuditLog, recordAudit } from '../../apps/api/src/modules/audit/audit-log.ts';
import { tamperWithAudit } from '../../apps/api/src/modules/audit/tampering.ts';
import {
  verifyAuditChain,
  type AuditChainAnchor,
} from '../../apps/api/src/modules/audit/verify-chain.ts';
import { prepareDatabase } from '../../apps/api/src/plugins/database.ts';
import { openTestDatabase } from '../../apps/api/src/test/helpers.ts';

const EVENTS = 30;
/** The entry the tampers aim at: in the middle of the chain. */
const TARGET = 15;

interface Tamper {
  name: string;
  /** The SQL an insider would run. */
  run(db: Database, target: { eventId: number }): Promise<unknown>;
  /** Entries written down earlier, for tampers only anchors reveal. */
  anchored?: boolean;
}

const TAMPERS: Tamper[] = [
  {
    name: 'an event edited',
    run: (db, { eventId }) =>
      db.execute(sql`update audit_log set details = '{"forged": true}' where id = ${eventId}`),
  },
  {
    name: 'an event deleted',
    run: (db, { eventId }) => db.execute(sql`delete from audit_log where id = ${eventId}`),
  },
  {
    name: 'a chain entry deleted',
    run: (db) => db.execute(sql`delete from audit_chain where position = ${TARGET}`),
  },
  {
    name: "a chain entry's hash rewritten",
    run: (db) =>
      db.execute(sql`update audit_chain set hash = repeat('f', 64) where position = ${TARGET}`),
  },
  {
    name: 'an event and its entry deleted together',
    async run(db, { eventId }) {
      await db.execute(sql`delete from audit_chain where position = ${TARGET}`);
      await db.execute(sql`delete from audit_log where id = ${eventId}`);
    },
  },
  {
    name: 'an event written behind the chain (not queued)',
    run: (db) =>
      db.execute(
        sql`insert into audit_log (id, action, details) values (1000000, 'soak.slipped_in', '{}')`,
      ),
  },
  {
    name: 'the newest events deleted with their entries (seen by a written-down head)',
    anchored: true,
    async run(db) {
      const tail = sql`select event_id from audit_chain where position > ${EVENTS - 3}`;
      await db.execute(sql`delete from audit_log where id in (${tail})`);
      await db.execute(sql`delete from audit_chain where position > ${EVENTS - 3}`);
    },
  },
];

/** The tamper and the check, with the audit's triggers and keys off, then all rolled back. */
function tamperAndVerify(db: Database, tamper: Tamper, head: AuditChainAnchor | undefined) {
  return tamperWithAudit(
    db,
    async (tx) => {
      const [target] = rowsOf<{ event_id: number }>(
        await tx.execute(sql`select event_id from audit_chain where position = ${TARGET}`),
      );
      await tamper.run(tx, { eventId: Number(target?.event_id) });
      return verifyAuditChain(tx, { anchors: tamper.anchored && head ? [head] : [] });
    },
    { rollback: true },
  );
}

const database = await openTestDatabase();
let found = 0;
let intact: boolean;
try {
  await prepareDatabase(database.handle, { demo: false, demoPassword: '' }, Fastify().log, []);
  const { db } = database.handle;
  for (let i = 0; i < EVENTS; i += 1) {
    await recordAudit(db, { action: 'soak.event', entityId: i, details: { i } });
  }
  await chainAuditLog(db);
  const before = await verifyAuditChain(db);
  console.log(`[audit] ${before.rows} events chained on ${database.kind}; verifies: ${before.ok}`);
  const width = Math.max(...TAMPERS.map((tamper) => tamper.name.length));
  for (const tamper of TAMPERS) {
    const verdict = await tamperAndVerify(db, tamper, before.head);
    const seen = !verdict.ok;
    if (seen) found += 1;
    const what = verdict.broken
      ? `${verdict.broken.kind}: ${verdict.broken.message}`
      : 'NOT FOUND: the chain still verifies';
    console.log(`[audit] ${tamper.name.padEnd(width)}  ${what}`);
  }
  const after = await verifyAuditChain(db);
  intact = before.ok && after.ok && after.rows === before.rows;
  console.log(
    `[audit] untouched chain after the roll-backs verifies: ${after.ok} (${after.rows} entries)`,
  );
} finally {
  await database.drop();
}
const passed = intact && found === TAMPERS.length;
console.log(
  `SOAK audit: ${found} of ${TAMPERS.length} tampers found; the untouched chain verifies: ${intact ? 'yes' : 'NO'}${passed ? '' : ' (FAIL)'}`,
);
process.exitCode = passed ? 0 : 1;
