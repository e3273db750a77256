import { birthKind, deathKind, stillbirthKind, type RecordKindKey } from '@vitalreg/domain';
import { inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { birthPayload } from '../../kinds/birth/test-support.ts';
import { DisplayNames } from '../display-names/display-names.ts';
import { listByWord } from './list-queries.ts';
import { records } from './tables.ts';
import {
  partOf,
  randomName,
  recordCalls,
  useRecordsTest,
  type CentreInfo,
  type Payload,
  type Submitted,
} from './test-support.ts';
import { countMismatches, recordCount, wordMismatches } from './count-checks.ts';
import { deathPayload } from '../../kinds/death/test-support.ts';
import { stillbirthPayload } from '../../kinds/stillbirth/test-support.ts';

/** One engine, three kinds: what must hold between them. */
const context = useRecordsTest();

const KINDS = { birth: birthKind, death: deathKind, stillbirth: stillbirthKind };
/** The kinds this file drives (attestations are paid: birth-attestation's own tests). */
type EngineKind = keyof typeof KINDS;
const calls = (kind: EngineKind) => recordCalls(context.t.app, KINDS[kind]);

/** A valid payload of a kind at a centre (births' payloads carry their place too). */
function payloadOf(kind: EngineKind, centre: CentreInfo, edit?: (p: Payload) => void): Payload {
  switch (kind) {
    case 'birth':
      return birthPayload(centre.id, (p) => {
        Object.assign(p, { registration_state: centre.stateId, registration_lga: centre.lgaId });
        edit?.(p);
      });
    case 'death':
      return deathPayload(centre, edit);
    case 'stillbirth':
      return stillbirthPayload(centre, edit);
  }
}

/** The last number given in each series (kind) of a state this year, from the counters. */
async function lastNumbers(): Promise<Map<string, number>> {
  const rows = rowsOf<{ series: string; state_id: number; last_number: number }>(
    await context.db.execute(sql`select series, state_id, last_number from certificate_counters`),
  );
  return new Map(rows.map((row) => [`${row.series}:${row.state_id}`, Number(row.last_number)]));
}

describe('certificate numbers across kinds', () => {
  it('gives 50 concurrent approvals distinct, gapless numbers in each series of each state', async () => {
    const { people, ikeja, abuja } = context;
    // 44 in Lagos (reviewed by its DCR), 6 in the FCT (by the admin), all approved at once.
    const plan: { kind: EngineKind; centre: CentreInfo; registrar: string; reviewer: string }[] =
      [];
    const lagos = { centre: ikeja, registrar: people.registra, reviewer: people.dcr };
    const fct = { centre: abuja, registrar: people.abujaRegistra, reviewer: people.admin };
    for (let i = 0; i < 15; i += 1) plan.push({ kind: 'birth', ...lagos });
    for (let i = 0; i < 15; i += 1) plan.push({ kind: 'death', ...lagos });
    for (let i = 0; i < 14; i += 1) plan.push({ kind: 'stillbirth', ...lagos });
    for (const kind of ['birth', 'death', 'stillbirth'] as const) {
      plan.push({ kind, ...fct }, { kind, ...fct });
    }
    expect(plan).toHaveLength(50);
    const records = await Promise.all(
      plan.map(({ kind, centre, registrar }) =>
        calls(kind).submitted(registrar, payloadOf(kind, centre)),
      ),
    );
    const before = await lastNumbers();
    const answers = await Promise.all(
      plan.map(({ kind, reviewer }, i) => calls(kind).approve(reviewer, records[i]!.id)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    const numbers = answers.map((a) => a.json().data.certificate_number as string);
    expect(new Set(numbers).size).toBe(50);

    // Per series and state: the numbers after the counter's last, one each, no gaps.
    const bySeries = new Map<string, number[]>();
    plan.forEach(({ kind, centre }, i) => {
      const number = numbers[i]!;
      const { prefix } = KINDS[kind].certificate;
      expect(number.startsWith(prefix)).toBe(true);
      const [code, year, sequence] = number.slice(prefix.length).split('/');
      expect(code).toBe(centre === ikeja ? 'LA' : 'FC');
      expect(Number(year)).toBeGreaterThanOrEqual(2026);
      const key = `${KINDS[kind].certificate.series}:${centre.stateId}`;
      bySeries.set(key, [...(bySeries.get(key) ?? []), Number(sequence)]);
    });
    const after = await lastNumbers();
    expect(bySeries.size).toBe(6);
    for (const [key, sequences] of bySeries) {
      const first = (before.get(key) ?? 0) + 1;
      expect(sequences.sort((a, b) => a - b)).toEqual(
        Array.from({ length: sequences.length }, (_, i) => first + i),
      );
      expect(after.get(key)).toBe(first + sequences.length - 1);
    }
    // Deaths carry the number under the spec's name too; the records hold what was answered.
    answers.forEach((answer, i) => {
      const data = answer.json().data;
      if (plan[i]!.kind === 'death') expect(data.death_certificate_number).toBe(numbers[i]);
      else expect(data).not.toHaveProperty('death_certificate_number');
    });
    const stored = rowsOf<{ id: number; certificate_number: string }>(
      await context.db.execute(
        sql`select id, certificate_number from records where certificate_number is not null`,
      ),
    );
    const storedById = new Map(stored.map((row) => [Number(row.id), row.certificate_number]));
    records.forEach((record, i) => expect(storedById.get(record.id)).toBe(numbers[i]));
  });
});

describe('submissions of every kind arriving together', () => {
  it('are saved each as its kind, with its own answer, history and audit event', async () => {
    const { people, ikeja, db } = context;
    // Sent at once, they are checked and saved a few to a statement, whatever their kind.
    const kinds = Array.from(
      { length: 12 },
      (_, i) => (['birth', 'death', 'stillbirth'] as const)[i % 3]!,
    );
    const answers = await Promise.all(
      kinds.map((kind) => calls(kind).submit(people.registra, payloadOf(kind, ikeja))),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(201));
    const messages = {
      birth: 'Birth registration',
      death: 'Death registration',
      stillbirth: 'Stillbirth',
    };
    const prefixes = { birth: 'BR', death: 'DR', stillbirth: 'SB' };
    for (const [i, answer] of answers.entries()) {
      const kind = kinds[i]!;
      const { message, data } = answer.json() as { message: string; data: Submitted };
      expect(message).toBe(`${messages[kind]} submitted.`);
      expect(data.reference.startsWith(`${prefixes[kind]}-LA-`)).toBe(true);
      const [stored] = rowsOf<{ kind: string; history: string; audit: string }>(
        await db.execute(sql`select r.kind,
            (select string_agg(h.record_type || ':' || h.action, ',') from record_history h
              where h.record_id = r.id) as history,
            (select string_agg(a.action, ',') from audit_log a
              where a.entity_id = r.id::text and a.entity_type = ${KINDS[kind].name.replaceAll(' ', '_')}) as audit
          from records r where r.id = ${data.id}`),
      );
      expect(stored).toEqual({
        kind,
        history: `${kind}:submit`,
        audit: `${KINDS[kind].name.replaceAll(' ', '_')}.submit`,
      });
    }
  });
});

describe('duplicates arriving together', () => {
  it('the same event sent twice at once (other keys) is saved once; the other is told which', async () => {
    const { people, ikeja, db } = context;
    for (const kind of ['birth', 'death', 'stillbirth'] as const) {
      const before = await recordCount(db, kind);
      const payload = payloadOf(kind, ikeja);
      // With other submissions, as a busy moment sends them (one statement saves several).
      const answers = await Promise.all([
        calls(kind).submit(people.registra, payload),
        calls(kind).submit(people.registra, payloadOf(kind, ikeja)),
        calls(kind).submit(people.registra, structuredClone(payload)),
        calls(kind).submit(people.registra, {
          ...structuredClone(payload),
          confirmNotDuplicate: true,
        }),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 409, 201]);
      const first = answers[0]!.json().data as Submitted;
      expect(answers[2]!.json().message).toContain(first.reference);
      const [confirmed] = rowsOf<{ details: { confirmedNotDuplicateOf?: string } }>(
        await db.execute(sql`select details from audit_log
          where entity_id = ${String(answers[3]!.json().data.id)} and action like '%.submit'`),
      );
      expect(confirmed?.details.confirmedNotDuplicateOf).toBe(first.reference);
      expect(await recordCount(db, kind)).toBe(before + 3);
    }
  });
});

describe('kinds apart', () => {
  /** A birth, a death and a stillbirth at Ikeja whose subjects share a name. */
  const same = {} as Record<RecordKindKey, Submitted>;
  const firstname = randomName();
  const surname = randomName();

  it('the same names as a birth, a death and a stillbirth: each found in its own kind only', async () => {
    const { people, ikeja } = context;
    same.birth = await calls('birth').submitted(
      people.registra,
      payloadOf('birth', ikeja, (p) => {
        Object.assign(partOf(p, 'child'), { firstname, surname });
      }),
    );
    same.death = await calls('death').submitted(
      people.registra,
      payloadOf('death', ikeja, (p) => {
        Object.assign(partOf(p, 'deceased'), { firstname, surname });
      }),
    );
    same.stillbirth = await calls('stillbirth').submitted(
      people.registra,
      payloadOf('stillbirth', ikeja, (p) => {
        partOf(p, 'mother').fullname = `${firstname} ${surname}`;
      }),
    );
    const q = (text: string) => `?q=${encodeURIComponent(text)}`;
    // Whole words, prefixes, a misspelt name (similarity), the reference.
    const searches = [
      q(`${firstname} ${surname}`),
      q(`${surname.slice(0, 4)} ${firstname.slice(0, 4)}`),
      q(`${firstname}x ${surname}`),
    ];
    for (const kind of ['birth', 'death', 'stillbirth'] as const) {
      const own = same[kind].id;
      const others = Object.values(same)
        .map((record) => record.id)
        .filter((id) => id !== own);
      for (const token of [people.registra, people.dcr, people.admin]) {
        const listed = await calls(kind).listedIds(token, '?limit=100');
        expect(listed).toContain(own);
        for (const other of others) expect(listed).not.toContain(other);
        for (const search of searches) {
          expect(await calls(kind).listedIds(token, search)).toEqual([own]);
        }
        // Similar names: every word of the search must be like a word of the name.
        expect(await calls(kind).listedIds(token, q(`${firstname}x qzxjvk`))).toEqual([]);
      }
      const queue = (await calls(kind).reviewList(people.dcr, '?limit=100')).json().data.result;
      const queued = queue.map((row: { id: number }) => row.id);
      expect(queued).toContain(own);
      for (const other of others) expect(queued).not.toContain(other);
      for (const [otherKind, record] of Object.entries(same)) {
        if (otherKind === kind) continue;
        expect(await calls(kind).listedIds(people.registra, q(record.reference))).toEqual([]);
      }
    }
  });

  it('finds a name by the words table in its own kind only (asked of each record or read alongside)', async () => {
    const { db, ikeja } = context;
    for (const kind of ['birth', 'death'] as const) {
      for (const alongside of [false, true]) {
        for (const scope of [
          {
            kind: 'centre' as const,
            stateId: ikeja.stateId,
            lgaId: ikeja.lgaId,
            centreId: ikeja.id,
          },
          { kind: 'country' as const, stateId: null, lgaId: null, centreId: null },
        ]) {
          const { rows } = await listByWord(
            db,
            new DisplayNames(),
            kind,
            scope,
            { words: [surname.toLowerCase(), firstname.toLowerCase()], alongside },
            undefined,
            'newest',
            1,
            10,
          );
          expect(rows.map((row) => (JSON.parse(row) as { id: number }).id)).toEqual([
            same[kind].id,
          ]);
        }
      }
    }
  });

  it('a record is not found, approved, queried or resubmitted under another kind', async () => {
    const { people } = context;
    for (const kind of ['birth', 'death', 'stillbirth'] as const) {
      for (const [otherKind, record] of Object.entries(same)) {
        if (otherKind === kind) continue;
        const detail = await calls(kind).detail(people.registra, record.id);
        expect(detail.statusCode).toBe(404);
        expect((await calls(kind).reviewDetail(people.dcr, record.id)).statusCode).toBe(404);
        expect((await calls(kind).approve(people.dcr, record.id)).statusCode).toBe(404);
        expect((await calls(kind).reject(people.dcr, record.id, 'Wrong kind')).statusCode).toBe(
          404,
        );
      }
    }
    // A queried death is not resubmitted as a birth (a birth body on the death's id).
    await calls('death').reject(people.dcr, same.death.id, 'Check the place of death.');
    const asBirth = await calls('birth').resubmit(
      people.registra,
      same.death.id,
      payloadOf('birth', context.ikeja),
    );
    expect(asBirth.statusCode).toBe(404);
    const record = (await calls('death').detail(people.registra, same.death.id)).json().data;
    expect(record.status).toBe('queried');
    expect(record.record_type).toBe('death');
  });
});

describe('counts and totals', () => {
  it('equal the records per kind, area and status after a mix of actions', async () => {
    const { people, ikeja, ikejaSecond, abuja } = context;
    const mixed: { kind: EngineKind; record: Submitted; payload: Payload }[] = [];
    for (const kind of ['birth', 'death', 'stillbirth'] as const) {
      for (const [centre, token] of [
        [ikeja, people.registra],
        [ikejaSecond, people.neighbour],
        [abuja, people.abujaRegistra],
        [ikeja, people.dcr],
      ] as const) {
        const payload = payloadOf(kind, centre);
        mixed.push({ kind, payload, record: await calls(kind).submitted(token, payload) });
      }
    }
    for (const [i, { kind, record, payload }] of mixed.entries()) {
      const reviewer = i % 4 === 2 ? people.abujaDcr : i % 4 === 3 ? people.director : people.dcr;
      switch (i % 4) {
        case 0:
          // Approved.
          expect((await calls(kind).approve(reviewer, record.id)).statusCode).toBe(200);
          break;
        case 1:
          // Queried and left so.
          expect((await calls(kind).reject(reviewer, record.id, 'Check it.')).statusCode).toBe(200);
          break;
        case 2:
          // Left pending.
          break;
        case 3: {
          // Captured by the DCR, queried by the director, moved by the DCR to the LGA's other
          // centre on resubmission: every level's counts move with it.
          expect((await calls(kind).reject(reviewer, record.id, 'Wrong centre.')).statusCode).toBe(
            200,
          );
          const moved = { ...payload, Reg_Center: ikejaSecond.id };
          const answer = await calls(kind).resubmit(people.dcr, record.id, moved);
          expect(answer.statusCode).toBe(200);
          break;
        }
      }
    }
    expect(await countMismatches(context.db)).toEqual([]);
    expect(await wordMismatches(context.db)).toEqual([]);
    for (const kind of ['birth', 'death', 'stillbirth'] as const) {
      const stats = (await calls(kind).stats(people.admin)).json().data;
      expect(stats.total).toBe(await recordCount(context.db, kind));
      expect(stats.queried).toBe(await recordCount(context.db, kind, { status: 'queried' }));
      const second = (await calls(kind).stats(people.neighbour)).json().data;
      expect(second.total).toBe(await recordCount(context.db, kind, { centreId: ikejaSecond.id }));
    }
  });
});

describe('search words and names', () => {
  /** The payload with its subject's surname (a stillbirth's mother's name) replaced. */
  function renamed(kind: EngineKind, payload: Payload, surname: string): Payload {
    const copy = structuredClone(payload);
    if (kind === 'birth') partOf(copy, 'child').surname = surname;
    else if (kind === 'death') partOf(copy, 'deceased').surname = surname;
    else partOf(copy, 'mother').fullname = `${randomName()} ${surname}`;
    return copy;
  }

  it('follow each record renamed, moved and removed', async () => {
    const { db, people, ikeja, ikejaSecond } = context;
    const ids: number[] = [];
    for (const kind of ['birth', 'death', 'stillbirth'] as const) {
      const [payload, other] = [payloadOf(kind, ikeja), payloadOf(kind, ikeja)];
      const [kept, moved] = [
        await calls(kind).submitted(people.dcr, payload),
        await calls(kind).submitted(people.dcr, other),
      ];
      ids.push(kept.id, moved.id);
      for (const record of [kept, moved]) {
        const queried = await calls(kind).reject(people.director, record.id, 'Check the name.');
        expect(queried.statusCode).toBe(200);
      }
      // Captured by the DCR, queried by the director, then renamed in place by the DCR, or
      // renamed and moved to the LGA's other centre.
      const inPlace = renamed(kind, payload, randomName());
      expect((await calls(kind).resubmit(people.dcr, kept.id, inPlace)).statusCode).toBe(200);
      const elsewhere = { ...renamed(kind, other, randomName()), Reg_Center: ikejaSecond.id };
      expect((await calls(kind).resubmit(people.dcr, moved.id, elsewhere)).statusCode).toBe(200);
    }
    expect(await wordMismatches(db)).toEqual([]);
    // Removed (records are never deleted by the API; the bench removes what it submitted).
    const rolledBack = new Error('rolled back');
    await expect(
      db.transaction(async (tx) => {
        await tx.delete(records).where(inArray(records.id, ids));
        expect(await wordMismatches(tx)).toEqual([]);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
  });
});

describe('list pages', () => {
  it('a page past the end answers no records with the total of page 1 (area, status, dates)', async () => {
    const { people, ikeja } = context;
    for (const kind of ['birth', 'death', 'stillbirth'] as const) {
      await calls(kind).submitted(people.registra, payloadOf(kind, ikeja));
      // The area's list, of one status, and one filtered by dates (its total counted).
      for (const query of ['?limit=2', '?limit=2&status=pending', '?limit=2&from=2020-01-01']) {
        const first = (await calls(kind).list(people.registra, query)).json().data;
        expect(first.result.length).toBeGreaterThan(0);
        const beyond = first.pagination.pages + 1;
        const past = (await calls(kind).list(people.registra, query, beyond)).json().data;
        expect(past.result).toEqual([]);
        expect(past.pagination).toEqual({ ...first.pagination, page: beyond });
      }
    }
  });
});
