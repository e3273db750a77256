import { birthRegistrationSummarySchema } from '@vitalreg/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { runMigrations } from '../../db/migrate.ts';
import { openTestDatabase, type TestDatabase } from '../../test/helpers.ts';

/** A birth record's summary fields, by name (record_summary_json, migrations 0015 and 0023). */
interface Record {
  id: number;
  reference: string;
  status: string;
  claimed: boolean;
  recordType: string;
  child: [surname: string, firstname: string, middlename: string | null];
  sex: number;
  birthDate: string;
  mother: [string | null, string | null, string | null];
  father: [string | null, string | null, string | null];
  certificateNumber: string | null;
  queryReason: string | null;
  createdAt: string;
  updatedAt: string;
}

const plain: Record = {
  id: 42,
  reference: 'BR-LA-2026-000042',
  status: 'approved',
  claimed: true,
  recordType: 'birth',
  child: ['Okafor', 'Chinedu', null],
  sex: 1,
  birthDate: '2026-11-20',
  mother: ['Okafor', 'Ngozi', 'Ada'],
  father: [null, null, null],
  certificateNumber: 'LA/2026/000001',
  queryReason: 'Not shown: approved',
  createdAt: '2026-11-23 09:50:01.123456+00',
  updatedAt: '2026-11-23 10:50:01.999999+01',
};

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
  // No app here: the migrations (0023's function among them) are applied by hand.
  await database.handle.withStartupLock((connection) => runMigrations(connection));
});

afterAll(async () => {
  await database.drop();
});

/** The kind's members as the API writes them (summary_body), then the whole summary_json. */
async function summaryJson(r: Record): Promise<string> {
  const {
    id: _id,
    reference: _ref,
    status: _status,
    created_at: _c,
    updated_at: _u,
    ...kind
  } = expected(r);
  const { certificate_number: _n, query_reason: _q, ...members } = kind;
  const body = JSON.stringify(members).slice(1, -1);
  const [row] = rowsOf<{ json: string }>(
    await database.handle.db.execute(sql`select record_summary_json('birth',
      ${r.id}::bigint, ${r.reference}, ${r.status}, ${body}, ${r.certificateNumber},
      ${r.queryReason}, ${r.createdAt}::timestamptz, ${r.updatedAt}::timestamptz) as json`),
  );
  return row!.json;
}

/** The summary the same record should have, as the API wrote it before migration 0015. */
function expected(r: Record) {
  const names = ([surname, firstname, middlename]: Record['mother']) =>
    surname === null || firstname === null ? null : { surname, firstname, middlename };
  return {
    id: r.id,
    reference: r.reference,
    status: r.status,
    Claimed: r.claimed,
    record_type: r.recordType,
    child: {
      surname: r.child[0],
      firstname: r.child[1],
      middlename: r.child[2],
      sex: r.sex,
      childBirthDate: r.birthDate,
    },
    mother: names(r.mother),
    father: names(r.father),
    // Milliseconds cut, not rounded, as before.
    created_at: new Date(r.createdAt.replace(/(\.\d{3})\d+/, '$1')).toISOString(),
    updated_at: new Date(r.updatedAt.replace(/(\.\d{3})\d+/, '$1')).toISOString(),
    certificate_number: r.certificateNumber,
    query_reason: r.status === 'queried' ? r.queryReason : null,
  };
}

describe('summary_json (a record summary written by PostgreSQL)', () => {
  it('is the summary, with UTC times in milliseconds and the reason only while queried', async () => {
    const json = await summaryJson(plain);
    expect(JSON.parse(json)).toEqual(expected(plain));
    expect(json).toContain('"created_at":"2026-11-23T09:50:01.123Z"');
    expect(json).toContain('"updated_at":"2026-11-23T09:50:01.999Z"');
    const queried = { ...plain, status: 'queried', certificateNumber: null };
    expect(JSON.parse(await summaryJson(queried))).toMatchObject({
      query_reason: 'Not shown: approved',
      certificate_number: null,
    });
  });

  it('escapes any text as JSON and leaves parents out unless both names are known', async () => {
    const awkward: Record = {
      ...plain,
      child: ['O\'Neil "Jr"', 'Back\\slash\ttab\nline', 'Ọlá Ńkèm 😀'],
      mother: ['Bello', null, 'Zainab'],
      father: ['Musa', 'Ibrahim', null],
      createdAt: '2026-01-02 00:00:00+00',
      updatedAt: '2026-01-02 00:00:00.5+00',
    };
    const json = await summaryJson(awkward);
    const summary = JSON.parse(json) as unknown;
    expect(summary).toEqual(expected(awkward));
    // With the centre and capturer the lists add, exactly the schema's shape.
    const listed = {
      ...(summary as object),
      centre: { id: 1, name: 'Ikeja' },
      captured_by: { id: 2, name: 'Registrar' },
    };
    expect(birthRegistrationSummarySchema.strict().parse(listed)).toEqual(listed);
  });
});
