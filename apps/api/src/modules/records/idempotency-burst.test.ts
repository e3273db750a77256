import { randomUUID } from 'node:crypto';
import { attestationKind, birthKind, deathKind, stillbirthKind } from '@vitalreg/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type Database } from '../../db/client.ts';
import { signIn, type TestApp } from '../../test/helpers.ts';
import { birthPayload } from '../../kinds/birth/test-support.ts';
import { auditEntityOf } from './submissions.ts';
import {
  createRecordsTestApp,
  demoCentre,
  recordCalls,
  uploadCentreFiles,
  type CentreInfo,
  type Payload,
} from './test-support.ts';
import { attestationPayload } from '../../kinds/attestation/test-support.ts';
import { countMismatches, recordCount } from './count-checks.ts';
import { deathPayload } from '../../kinds/death/test-support.ts';
import { stillbirthPayload } from '../../kinds/stillbirth/test-support.ts';
import { verifiedNin } from '../identity/test-support.ts';

/**
 * Issue 19 §3: the same submission sent 20 times at once with one Idempotency-Key (a client
 * whose answers were lost, retrying from several tabs or an outbox racing itself) is saved
 * once, and every one of the 20 is answered with that one record.
 */
let t: TestApp;
let db: Database;
let registrar: string;
let ikeja: CentreInfo;

beforeAll(async () => {
  t = await createRecordsTestApp();
  db = t.database.handle.db;
  ikeja = await demoCentre(db, 'Ikeja Registration Centre');
  registrar = await signIn(t.app, 'registra');
  await uploadCentreFiles(t.app, registrar, ikeja.id);
});
afterAll(() => t?.close());

const COPIES = 20;

const KINDS = {
  birth: {
    kind: birthKind,
    payload: (centre: CentreInfo): Payload =>
      birthPayload(centre.id, (p) => {
        Object.assign(p, { registration_state: centre.stateId, registration_lga: centre.lgaId });
      }),
  },
  death: { kind: deathKind, payload: (centre: CentreInfo) => deathPayload(centre) },
  stillbirth: { kind: stillbirthKind, payload: (centre: CentreInfo) => stillbirthPayload(centre) },
  // Paid: the 19 replays meet a payment reference bound already, and are answered from the key.
  attestation: {
    kind: attestationKind,
    payload: async (centre: CentreInfo) => attestationPayload(centre, await verifiedNin(db)),
  },
};

/** The count a `select count(*)::int as n ...` answers. */
async function rowsAbout(query: ReturnType<typeof sql>): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await db.execute(query));
  return Number(row?.n ?? 0);
}

describe.each(Object.entries(KINDS))('%s: 20 same-key submissions at once', (_name, entry) => {
  it.each([false, true])(
    'save one record, answer all 20 with it (confirmed not a duplicate: %s)',
    async (confirmed) => {
      const calls = recordCalls(t.app, entry.kind);
      const payload = { ...(await entry.payload(ikeja)), confirmNotDuplicate: confirmed };
      const before = await recordCount(db, entry.kind.key);
      const key = randomUUID();

      const answers = await Promise.all(
        Array.from({ length: COPIES }, () => calls.submit(registrar, payload, key)),
      );

      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(COPIES).fill(201));
      const bodies = answers.map((answer) => answer.json() as { data: { id: number } });
      expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
      const replays = answers.filter((a) => a.headers['idempotent-replayed'] === 'true');
      expect(replays).toHaveLength(COPIES - 1);
      expect(await recordCount(db, entry.kind.key)).toBe(before + 1);

      const id = bodies[0]!.data.id;
      const entity = auditEntityOf(entry.kind);
      expect(
        await rowsAbout(sql`select count(*)::int as n from record_history
          where record_id = ${id} and record_type = ${entry.kind.key}`),
      ).toBe(1);
      expect(
        await rowsAbout(sql`select count(*)::int as n from audit_log
          where entity_type = ${entity} and entity_id = ${String(id)}`),
      ).toBe(1);
      expect(
        await rowsAbout(sql`select count(*)::int as n from idempotency_keys where key = ${key}`),
      ).toBe(1);
      if (entry.kind.payment) {
        expect(
          await rowsAbout(sql`select count(*)::int as n from payments
            where record_kind = ${entry.kind.key} and record_id = ${id}`),
        ).toBe(1);
      }
      expect(await countMismatches(db)).toEqual([]);
    },
  );
});
