/**
 * Migration 0023 in place: births saved before it (in `birth_registrations`, migrations
 * 0001-0022) are records of kind `birth` after it, with the same summaries, duplicate keys,
 * search words, counts and certificate series, and the API lists, searches and reviews them.
 */
import { copyFile, mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { registryToday } from '@vitalreg/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { birthCalls, birthPayload, part } from '../kinds/birth/test-support.ts';
import {
  demoCentre,
  uploadCentreFiles,
  userId,
  type CentreInfo,
} from '../modules/records/test-support.ts';
import { countMismatches } from '../modules/records/count-checks.ts';
import { sandboxNames } from '../modules/identity/test-support.ts';
import { seedDemo } from '../seed/demo.ts';
import {
  createTestApp,
  DEMO_PASSWORD,
  openTestDatabase,
  signIn,
  type TestApp,
  type TestDatabase,
} from '../test/helpers.ts';
import { rowsOf } from './client.ts';
import { MIGRATIONS_DIR, runMigrations } from './migrate.ts';
import { seedReferenceData } from './seed-reference.ts';

/** The names of an old birth (null where the registrar left them out). */
type Names = [surname: string | null, firstname: string | null, middlename: string | null];

interface OldBirth {
  reference: string;
  status: 'pending' | 'approved' | 'queried';
  claimed: boolean;
  recordType: 'birth' | 'birth_notification';
  child: [surname: string, firstname: string, middlename: string | null];
  sex: 1 | 2;
  birthDate: string;
  mother: Names;
  motherNin: string | null;
  father: Names;
  centre: 'ikeja' | 'abuja';
  certificateNumber: string | null;
  queryReason: string | null;
  createdAt: string;
}

/** Births as the API saved them before 0023: with and without the mother's NIN and names. */
const OLD_BIRTHS: OldBirth[] = [
  {
    reference: 'BR-LA-2025-0000MIG1',
    status: 'approved',
    claimed: true,
    recordType: 'birth',
    child: ['Okafor', 'Chinedu', 'Ikenna'],
    sex: 1,
    birthDate: '2025-03-01',
    mother: ['Okafor', 'Ngozi', 'Ada'],
    motherNin: '12345678901',
    father: ['Okafor', 'Emeka', null],
    centre: 'ikeja',
    certificateNumber: 'LA/2025/000001',
    queryReason: null,
    createdAt: '2025-03-02 09:50:01.123456+00',
  },
  {
    reference: 'BR-LA-2025-0000MIG2',
    status: 'queried',
    claimed: true,
    recordType: 'birth',
    child: ['Adeyemi', 'Tolu', null],
    sex: 2,
    birthDate: '2025-06-30',
    mother: ['Adeyemi', 'Folake', null],
    motherNin: null,
    father: [null, null, null],
    centre: 'ikeja',
    certificateNumber: null,
    queryReason: 'Mother\'s maiden name is "missing"',
    createdAt: '2025-07-01 23:59:59.9999+01',
  },
  {
    // Unclaimed: no mother named at all; a father with no first name is left out.
    reference: 'BR-LA-2025-0000MIG3',
    status: 'pending',
    claimed: false,
    recordType: 'birth_notification',
    child: ['Unknown', 'Baby', null],
    sex: 1,
    birthDate: '2025-12-24',
    mother: [null, null, null],
    motherNin: null,
    father: ['Bello', null, null],
    centre: 'ikeja',
    certificateNumber: null,
    queryReason: null,
    createdAt: '2025-12-31 23:30:00+00',
  },
  {
    // Yoruba, Igbo and Hausa letters, quotes, a backslash, a tab, an emoji.
    reference: 'BR-FC-2025-0000MIG4',
    status: 'pending',
    claimed: true,
    recordType: 'birth',
    child: ['Ọládèjọ O\'Neil "Jr"', 'Ńkèmdílím', 'Ẹ\\Ṣadé\tƁello 😀'],
    sex: 2,
    birthDate: '2025-01-15',
    mother: ['ỌLÁDÈJỌ', 'Ƙàdìjá', 'Ɗahiru'],
    motherNin: '12345678903',
    father: ['Ọládèjọ', 'Ƴusuf', null],
    centre: 'abuja',
    certificateNumber: null,
    queryReason: null,
    createdAt: '2025-01-16 12:00:00.5+00',
  },
];

/** The old API's search name: child's then mother's names, lower-cased, single spaces. */
const searchNameOf = (birth: OldBirth) =>
  [
    birth.child[1],
    birth.child[2],
    birth.child[0],
    birth.mother[1],
    birth.mother[2],
    birth.mother[0],
  ]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();

let database: TestDatabase;
let t: TestApp;
const centres = {} as Record<OldBirth['centre'], CentreInfo>;
/** Each old birth's id and summary_json before 0023, by reference. */
const before = new Map<string, { id: number; summaryJson: string }>();
const thisYear = registryToday().year;

beforeAll(async () => {
  database = await openTestDatabase();
  const { db } = database.handle;
  // The migrations up to 0022, from a folder of their own.
  const oldDir = await mkdtemp(join(tmpdir(), 'vr-migrations-'));
  const files = (await readdir(MIGRATIONS_DIR)).filter((name) => /^\d{4}_.+\.sql$/.test(name));
  const old = files.filter((name) => name < '0023');
  expect(old).toHaveLength(22);
  await Promise.all(old.map((name) => copyFile(join(MIGRATIONS_DIR, name), join(oldDir, name))));
  await database.handle.withStartupLock((connection) => runMigrations(connection, oldDir));
  await seedReferenceData(db);
  await seedDemo(db, DEMO_PASSWORD);
  centres.ikeja = await demoCentre(db, 'Ikeja Registration Centre');
  centres.abuja = await demoCentre(db, 'Abuja Municipal Registration Centre');
  const capturer = await userId(db, 'registra');
  const approver = await userId(db, 'dcr');

  for (const birth of OLD_BIRTHS) {
    const centre = centres[birth.centre];
    const particulars = {
      Claimed: birth.claimed,
      record_type: birth.recordType,
      child: { surname: birth.child[0], firstname: birth.child[1], middlename: birth.child[2] },
      mother: birth.mother[0] ? { surname: birth.mother[0], nin: birth.motherNin } : null,
    };
    const [row] = rowsOf<{ id: number; summary_json: string }>(
      await db.execute(sql`insert into birth_registrations (reference, status, claimed,
          record_type, child_surname, child_firstname, child_middlename, child_sex,
          child_birth_date, mother_surname, mother_firstname, mother_middlename, mother_nin,
          father_surname, father_firstname, father_middlename, search_name, particulars, late,
          over_five_years, reg_center_id, state_id, lga_id, captured_by, certificate_number,
          approved_by, approved_at, query_reason, created_at, updated_at)
        values (${birth.reference}, ${birth.status}, ${birth.claimed}, ${birth.recordType},
          ${birth.child[0]}, ${birth.child[1]}, ${birth.child[2]}, ${birth.sex},
          ${birth.birthDate}, ${birth.mother[0]}, ${birth.mother[1]}, ${birth.mother[2]},
          ${birth.motherNin}, ${birth.father[0]}, ${birth.father[1]}, ${birth.father[2]},
          ${searchNameOf(birth)}, ${JSON.stringify(particulars)}::jsonb, false, false,
          ${centre.id}, ${centre.stateId}, ${centre.lgaId}, ${capturer},
          ${birth.certificateNumber}, ${birth.certificateNumber ? approver : null},
          ${birth.certificateNumber ? birth.createdAt : null}::timestamptz, ${birth.queryReason},
          ${birth.createdAt}::timestamptz, ${birth.createdAt}::timestamptz + interval '1 hour')
        returning id, summary_json`),
    );
    before.set(birth.reference, { id: Number(row!.id), summaryJson: row!.summary_json });
    await db.execute(sql`insert into record_history (record_type, record_id, action, from_status,
        to_status, by_user_id, at)
      values ('birth', ${row!.id}, 'submit', null, 'pending', ${capturer},
        ${birth.createdAt}::timestamptz)`);
  }
  // Lagos's birth certificates of this year so far.
  await db.execute(sql`insert into certificate_counters (state_id, year, last_number)
    values (${centres.ikeja.stateId}, ${thisYear}, 41)`);

  const applied = await database.handle.withStartupLock((connection) => runMigrations(connection));
  expect(applied).toEqual(files.filter((name) => name >= '0023'));
  t = await createTestApp({ dataDir: await mkdtemp(join(tmpdir(), 'vr-migrated-')) }, database);
});

afterAll(async () => {
  await t?.close();
  await database?.drop();
});

const idOf = (reference: string) => before.get(reference)!.id;

describe('migration 0023 on existing births', () => {
  it('keeps each record, its id and its summary_json byte for byte', async () => {
    const rows = rowsOf<{ id: number; reference: string; kind: string; summary_json: string }>(
      await database.handle.db.execute(
        sql`select id, reference, kind, summary_json from records order by id`,
      ),
    );
    expect(rows.map((row) => row.reference)).toEqual(OLD_BIRTHS.map((birth) => birth.reference));
    for (const row of rows) {
      const old = before.get(row.reference)!;
      expect(Number(row.id)).toBe(old.id);
      expect(row.kind).toBe('birth');
      expect(row.summary_json).toBe(old.summaryJson);
    }
    // The old summaries as they read: parents only with both names, the reason only while queried.
    const unclaimed = JSON.parse(before.get('BR-LA-2025-0000MIG3')!.summaryJson);
    expect(unclaimed).toMatchObject({ Claimed: false, mother: null, father: null });
    const queried = JSON.parse(before.get('BR-LA-2025-0000MIG2')!.summaryJson);
    expect(queried.query_reason).toBe('Mother\'s maiden name is "missing"');
  });

  it("holds the duplicate keys of the mothers' NINs and names", async () => {
    const keys = rowsOf<{ kind: string; key: string; event_date: string; record_id: number }>(
      await database.handle.db.execute(sql`select kind, key, to_char(event_date, 'YYYY-MM-DD')
          as event_date, record_id from record_keys order by record_id, key`),
    ).map((row) => ({ ...row, record_id: Number(row.record_id) }));
    const expected = OLD_BIRTHS.flatMap((birth) => {
      const of = (key: string) => ({
        kind: 'birth',
        key,
        event_date: birth.birthDate,
        record_id: idOf(birth.reference),
      });
      const [surname, firstname] = birth.mother;
      return [
        ...(surname && firstname
          ? [of(`mother-names:${surname.toLowerCase()}|${firstname.toLowerCase()}`)]
          : []),
        ...(birth.motherNin ? [of(`mother-nin:${birth.motherNin}`)] : []),
      ];
    });
    expect(keys).toEqual(expected);
  });

  it('holds each search word of each record, with its kind, place and time', async () => {
    const words = rowsOf<{ record_id: number; word: string; kind: string; reg_center_id: number }>(
      await database.handle.db.execute(
        sql`select record_id, word, kind, reg_center_id from record_words order by record_id, word`,
      ),
    );
    for (const birth of OLD_BIRTHS) {
      const id = idOf(birth.reference);
      const own = words.filter((row) => Number(row.record_id) === id);
      expect(own.every((row) => row.kind === 'birth')).toBe(true);
      expect(own.every((row) => row.reg_center_id === centres[birth.centre].id)).toBe(true);
      const expected = new Set(searchNameOf(birth).match(/[\p{L}\p{M}\p{N}]+/gu));
      expect(new Set(own.map((row) => row.word))).toEqual(expected);
    }
    const unicode = words.filter((row) => Number(row.record_id) === idOf('BR-FC-2025-0000MIG4'));
    expect(unicode.map((row) => row.word)).toEqual(
      expect.arrayContaining(['ọládèjọ', 'ńkèmdílím', 'ƙàdìjá']),
    );
  });

  it('holds the counts and totals of the records, per kind, area, status and month', async () => {
    expect(await countMismatches(database.handle.db)).toEqual([]);
    const counts = rowsOf<{ kind: string; n: number }>(
      await database.handle.db.execute(
        sql`select kind, sum(n)::int as n from record_counts where level = 0 group by kind`,
      ),
    );
    expect(counts.map((row) => [row.kind, Number(row.n)])).toEqual([['birth', OLD_BIRTHS.length]]);
  });
});

describe('the API on migrated births', () => {
  it('lists, opens and searches them within scope', async () => {
    const registra = await signIn(t.app, 'registra');
    const admin = await signIn(t.app, 'admin');
    const births = birthCalls(t.app);
    const lagos = OLD_BIRTHS.filter((birth) => birth.centre === 'ikeja');
    const listed = (await births.list(registra, '?limit=100')).json().data;
    expect(listed.pagination.total).toBe(lagos.length);
    // Newest first, as PostgreSQL wrote them (with the centre and capturer the lists add).
    expect(listed.result.map((row: { reference: string }) => row.reference)).toEqual(
      lagos.map((birth) => birth.reference).reverse(),
    );
    for (const row of listed.result) {
      const { centre: _c, captured_by: _b, ...summary } = row;
      expect(JSON.stringify(summary)).toBe(before.get(row.reference)!.summaryJson);
    }
    const detail = (await births.detail(registra, idOf('BR-LA-2025-0000MIG1'))).json().data;
    expect(detail).toMatchObject({
      certificate_number: 'LA/2025/000001',
      history: [{ action: 'submit', by: { name: 'Demo registra' } }],
    });
    expect(await births.listedIds(registra, '?q=chinedu%20okafor')).toEqual([
      idOf('BR-LA-2025-0000MIG1'),
    ]);
    expect(await births.listedIds(registra, '?q=folak')).toEqual([idOf('BR-LA-2025-0000MIG2')]);
    expect(await births.listedIds(registra, '?certificate_number=la/2025/000001')).toEqual([
      idOf('BR-LA-2025-0000MIG1'),
    ]);
    // Not in Ikeja's area; the whole country's admin finds it by its letters.
    expect(await births.listedIds(registra, '?q=%C5%84k%C3%A8md%C3%ADl%C3%ADm')).toEqual([]);
    const unicodeId = idOf('BR-FC-2025-0000MIG4');
    for (const q of ['ńkèmdílím', 'ỌLÁDÈJỌ ƙàdìjá', 'ọládè']) {
      expect(await births.listedIds(admin, `?q=${encodeURIComponent(q)}`)).toEqual([unicodeId]);
    }
    const stats = (await births.stats(registra, 'stats/self')).json().data;
    expect(stats).toMatchObject({ total: 3, pending: 1, approved: 1, queried: 1 });
  });

  it('finds new submissions duplicating migrated births, by NIN and by names', async () => {
    const registra = await signIn(t.app, 'registra');
    await uploadCentreFiles(t.app, registra, centres.ikeja.id);
    const births = birthCalls(t.app);
    const byNin = birthPayload(centres.ikeja.id, (p) => {
      // The sandbox's mother: a NIN is given with the names the agency holds for it.
      Object.assign(part(p, 'mother'), {
        nin: '12345678901',
        tracking_id: null,
        reason_for_no_nin: null,
        ...sandboxNames('mother'),
      });
      part(p, 'child').childBirthDate = '2025-03-01';
    });
    const ninAnswer = await births.submit(registra, byNin);
    expect(ninAnswer.statusCode, ninAnswer.body).toBe(409);
    expect(ninAnswer.json().message).toContain('BR-LA-2025-0000MIG1');
    // The same mother by her names, written in other capitals, with a similar child name.
    const byNames = birthPayload(centres.ikeja.id, (p) => {
      Object.assign(part(p, 'mother'), { surname: 'ADEYEMI', firstname: 'folake' });
      Object.assign(part(p, 'child'), { firstname: 'TOLU', childBirthDate: '2025-06-30' });
    });
    const namesAnswer = await births.submit(registra, byNames);
    expect(namesAnswer.statusCode).toBe(409);
    expect(namesAnswer.json().message).toContain('BR-LA-2025-0000MIG2');
  });

  it("finds a new submission duplicating a migrated birth whose mother's names are not ASCII", async () => {
    const admin = await signIn(t.app, 'admin');
    await uploadCentreFiles(t.app, admin, centres.abuja.id);
    const births = birthCalls(t.app);
    const payload = birthPayload(centres.abuja.id, (p) => {
      Object.assign(p, {
        registration_state: centres.abuja.stateId,
        registration_lga: centres.abuja.lgaId,
      });
      Object.assign(part(p, 'mother'), { surname: 'Ọládèjọ', firstname: 'ƘÀDÌJÁ' });
      Object.assign(part(p, 'child'), { firstname: 'Ńkèmdílím', childBirthDate: '2025-01-15' });
    });
    const answer = await births.submit(admin, payload);
    expect(answer.json().message).toContain('BR-FC-2025-0000MIG4');
    expect(answer.statusCode).toBe(409);
  });

  it('approves a migrated birth with the next number of the birth series', async () => {
    const dcr = await signIn(t.app, 'dcr');
    const answer = await birthCalls(t.app).approve(dcr, idOf('BR-LA-2025-0000MIG3'));
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.certificate_number).toBe(`LA/${thisYear}/000042`);
    const [counter] = rowsOf<{ series: string; last_number: number }>(
      await database.handle.db.execute(sql`select series, last_number from certificate_counters
        where state_id = ${centres.ikeja.stateId} and year = ${thisYear}`),
    );
    expect(counter).toEqual({ series: 'birth', last_number: 42 });
    expect(await countMismatches(database.handle.db)).toEqual([]);
  });
});
