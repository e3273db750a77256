/** The behaviour every record kind shares, as one suite each kind's test file runs. */
import { randomUUID } from 'node:crypto';
import { capitalise, formatCalendarDate, registryToday, type RecordKind } from '@vitalreg/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { rowsOf } from '../../db/client.ts';
import { bearer } from '../../test/helpers.ts';
import {
  type CentreInfo,
  type Payload,
  type RecordsTest,
  type Submitted,
  auditActionsOf,
  messagesOf,
  partOf,
  recordCalls,
  summaryOfDetail,
  userId,
} from './test-support.ts';
import { countMismatches, recordCount } from './count-checks.ts';

/** A kind as its tests drive it. */
export interface KindUnderTest {
  /** The domain's declaration (paths, name, reference prefix, certificate series). */
  kind: Pick<
    RecordKind,
    'key' | 'name' | 'apiPath' | 'reviewPath' | 'referencePrefix' | 'certificate'
  >;
  /** The answers' schemas of the kind's routes (domain). */
  summarySchema: { strict(): z.ZodType };
  detailSchema: { strict(): z.ZodType };
  /** A valid payload at the centre that is nobody's duplicate. */
  payload(centre: CentreInfo, edit?: (payload: Payload) => void): Payload;
  /**
   * Moves the event (death, delivery) to `date`, and what must agree with it; undefined for a
   * kind whose event is always long past (an attestation's applicant is 18 or older), which
   * skips the late-flags test, and whose new records are flagged `freshFlags`.
   */
  withEventDate?: (payload: Payload, date: string) => void;
  /** The flags of a new record of the payload (default: neither late nor over five years). */
  freshFlags?: { late: boolean; overFiveYears: boolean };
  /** What a search by name types to find the payload's record. */
  searchText(payload: Payload): string;
  /** A text field the registrar corrects after a query: its part and name. */
  correctable: [part: string, field: string];
  /**
   * A person of the payload identified by a NIN the identity agency knows (their names the
   * agency's): the part that holds them. None for a kind without identity numbers.
   */
  identified?: string;
}

/** `yyyy-mm-dd` of the registry's today minus `days`. */
export function daysAgo(days: number): string {
  return formatCalendarDate(registryToday(new Date(Date.now() - days * 86_400_000)));
}

/**
 * The tests every kind passes alike, through its own routes: submission, the answers' shapes,
 * timing flags, scope, idempotency, review with its numbers, history and audit, four-eyes.
 * Called at the top level of a kind's test file, after useRecordsTest.
 */
export function describeRecordKind(context: RecordsTest, under: KindUnderTest): void {
  const { kind } = under;
  const Name = capitalise(kind.name);
  const entity = kind.name.replaceAll(' ', '_');
  const calls = () => recordCalls(context.t.app, kind);
  const payloadAt = (centre: keyof Pick<RecordsTest, 'ikeja' | 'ikejaSecond' | 'abuja'>) =>
    under.payload(context[centre]);

  describe(`${kind.name}: submission and answers`, () => {
    it('submits: 201 with the reference, pending, audited, with its history', async () => {
      const { people, db, ikeja } = context;
      const payload = payloadAt('ikeja');
      const response = await calls().submit(people.registra, payload);
      expect(response.statusCode).toBe(201);
      const answer = response.json() as { message: string; data: Submitted };
      expect(answer.message).toBe(`${Name} submitted.`);
      expect(answer.data.status).toBe('pending');
      expect(answer.data.reference).toMatch(
        new RegExp(`^${kind.referencePrefix}-LA-\\d{4}-[0-9A-Z]{8}$`),
      );
      expect(await auditActionsOf(db, entity, answer.data.id)).toEqual([`${entity}.submit`]);

      const detail = await calls().detail(people.registra, answer.data.id);
      expect(detail.statusCode).toBe(200);
      // Personal data: never kept by a browser or proxy (issue 27).
      expect(detail.headers['cache-control']).toBe('no-store');
      const record = detail.json().data;
      expect(under.detailSchema.strict().parse(record)).toEqual(record);
      expect(record).toMatchObject({
        id: answer.data.id,
        reference: answer.data.reference,
        status: 'pending',
        record_type: kind.key,
        centre: { id: ikeja.id, name: 'Ikeja Registration Centre' },
        captured_by: { name: 'Demo registra' },
        certificate_number: null,
        query_reason: null,
        flags: under.freshFlags ?? { late: false, overFiveYears: false },
      });
      expect(record.history.map((h: { action: string }) => h.action)).toEqual(['submit']);
      expect(record.particulars).not.toHaveProperty('confirmNotDuplicate');
      // The capturer may not review it; the reviewer opens the same record and may.
      expect(record.allowed_actions).toEqual([]);
      const reviewed = await calls().reviewDetail(people.dcr, answer.data.id);
      expect(reviewed.statusCode).toBe(200);
      expect(reviewed.json().data).toEqual({ ...record, allowed_actions: ['approve', 'query'] });
    });

    it('lists and finds each record as its detail shows it, in the schema’s shape exactly', async () => {
      const { people } = context;
      const payload = payloadAt('ikeja');
      const { id } = await calls().submitted(people.registra, payload);
      const summary = summaryOfDetail(await calls().detail(people.registra, id));
      expect(under.summarySchema.strict().parse(summary)).toEqual(summary);
      for (const path of ['/', '/list/1'] as const) {
        const response = await context.t.app.inject({
          method: 'GET',
          url: `/api/${kind.apiPath}${path}?limit=100`,
          headers: bearer(people.registra),
        });
        expect(response.statusCode).toBe(200);
        const { result, pagination } = response.json().data;
        expect(result[0]).toEqual(summary);
        expect(pagination.total).toBe(
          await recordCount(context.db, kind.key, { centreId: context.ikeja.id }),
        );
        // Lists are sent as PostgreSQL wrote them (summary_json): each row is the schema's.
        for (const row of result) expect(under.summarySchema.strict().parse(row)).toEqual(row);
      }
      const q = `?q=${encodeURIComponent(under.searchText(payload))}`;
      const found = (await calls().list(people.registra, q)).json().data.result;
      expect(found).toEqual([summary]);
      const byReference = await calls().listedIds(
        people.registra,
        `?q=${String(summary.reference).toLowerCase()}`,
      );
      expect(byReference).toEqual([id]);
      const queue = (await calls().reviewList(people.dcr, '?limit=100')).json().data.result;
      expect(queue.find((row: { id: number }) => row.id === id)).toEqual(summary);
    });

    it.skipIf(!under.withEventDate)(
      'flags a registration over 8 days late, and one over 5 years late',
      async () => {
        const { people } = context;
        const flagsOf = async (date: string) => {
          const payload = under.payload(context.ikeja, (p) => under.withEventDate?.(p, date));
          const { id } = await calls().submitted(people.registra, payload);
          return (await calls().detail(people.registra, id)).json().data.flags;
        };
        expect(await flagsOf(daysAgo(8))).toEqual({ late: false, overFiveYears: false });
        expect(await flagsOf(daysAgo(10))).toEqual({ late: true, overFiveYears: false });
        expect(await flagsOf(daysAgo(6 * 366))).toEqual({ late: true, overFiveYears: true });
      },
    );

    it('needs an Idempotency-Key, and replays the first answer for it, with one record', async () => {
      const { people, db } = context;
      const payload = payloadAt('ikeja');
      expect((await calls().submit(people.registra, payload, null)).statusCode).toBe(400);
      const before = await recordCount(db, kind.key);
      const key = randomUUID();
      const first = await calls().submit(people.registra, payload, key);
      const again = await Promise.all(
        [1, 2, 3].map(() => calls().submit(people.registra, payload, key)),
      );
      expect(first.statusCode).toBe(201);
      for (const replay of again) {
        expect(replay.statusCode).toBe(201);
        expect(replay.headers['idempotent-replayed']).toBe('true');
        expect(replay.json()).toEqual(first.json());
      }
      expect(await recordCount(db, kind.key)).toBe(before + 1);
      const other = await calls().submit(people.registra, payloadAt('ikeja'), key);
      expect(other.statusCode).toBe(409);
      expect(other.json().message).toBe(
        'This Idempotency-Key was already used for a different request.',
      );
      expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
      expect(await recordCount(db, kind.key)).toBe(before + 1);
    });

    it.runIf(under.identified)(
      "refuses a person's names that are not the identity agency's for their NIN (422), resubmitted too",
      async () => {
        const { people } = context;
        const part = under.identified!;
        const mismatch = {
          code: 'IDENTITY_MISMATCH',
          details: {
            issues: [
              {
                path: `${part}.nin`,
                message: `${part}.nin: these names do not match the NIN's record at the identity agency.`,
              },
            ],
          },
        };
        const renamed = (payload: Payload) => {
          partOf(payload, part).firstname = 'Someoneelse';
          return payload;
        };
        const refused = await calls().submit(people.registra, renamed(payloadAt('ikeja')));
        expect(refused.statusCode).toBe(422);
        expect(refused.json()).toMatchObject(mismatch);
        // The agency's names in capitals, with spaces around: the same names.
        const payload = payloadAt('ikeja');
        const person = partOf(payload, part);
        person.surname = `  ${String(person.surname).toUpperCase()} `;
        const { id } = await calls().submitted(people.registra, payload);
        expect((await calls().reject(people.dcr, id, 'Check the names.')).statusCode).toBe(200);
        const resubmitted = await calls().resubmit(people.registra, id, renamed(payload));
        expect(resubmitted.statusCode).toBe(422);
        expect(resubmitted.json()).toMatchObject(mismatch);
      },
    );

    it('needs a centre of the chosen LGA within the submitter’s area', async () => {
      const { people, abuja } = context;
      const wrongLga = under.payload(context.ikeja, (p) => {
        p.Reg_Center = abuja.id;
      });
      expect((await calls().submit(people.registra, wrongLga)).statusCode).toBe(400);
      const elsewhere = await calls().submit(people.registra, payloadAt('abuja'));
      expect(elsewhere.statusCode).toBe(403);
      expect(messagesOf(elsewhere)[0]).toBe(
        `You can register ${kind.key}s only at a registration centre in your area.`,
      );
      const anonymous = await context.t.app.inject({
        method: 'POST',
        url: `/api/${kind.apiPath}/add`,
        payload: payloadAt('ikeja'),
      });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe(`${kind.name}: scope`, () => {
    const records = {} as Record<'ikeja' | 'ikejaSecond' | 'abuja', Submitted & { q: string }>;

    beforeAll(async () => {
      const { people } = context;
      const at = async (centre: 'ikeja' | 'ikejaSecond' | 'abuja', token: string) => {
        const payload = payloadAt(centre);
        records[centre] = {
          ...(await calls().submitted(token, payload)),
          q: `?q=${encodeURIComponent(under.searchText(payload))}`,
        };
      };
      await at('ikeja', people.registra);
      await at('ikejaSecond', people.neighbour);
      await at('abuja', people.abujaRegistra);
    });

    it('a registrar lists, finds and opens only their own centre’s records', async () => {
      const { people } = context;
      const sees = {
        registra: 'ikeja',
        neighbour: 'ikejaSecond',
        abujaRegistra: 'abuja',
      } as const;
      for (const [person, own] of Object.entries(sees) as [
        keyof typeof sees,
        keyof typeof records,
      ][]) {
        const token = people[person];
        const listed = await calls().listedIds(token, '?limit=100');
        for (const [centre, record] of Object.entries(records)) {
          const mine = centre === own;
          expect(listed.includes(record.id)).toBe(mine);
          expect(await calls().listedIds(token, record.q)).toEqual(mine ? [record.id] : []);
          const detail = await calls().detail(token, record.id);
          expect(detail.statusCode).toBe(mine ? 200 : 404);
          if (!mine) expect(detail.json().message).toBe(`${Name} not found.`);
        }
      }
    });

    it('a DCR lists and reviews its LGA’s records, a state director its state’s, not others’', async () => {
      const { people } = context;
      const cases = [
        { token: people.dcr, sees: ['ikeja', 'ikejaSecond'] },
        { token: people.director, sees: ['ikeja', 'ikejaSecond'] },
        { token: people.abujaDcr, sees: ['abuja'] },
        { token: people.admin, sees: ['ikeja', 'ikejaSecond', 'abuja'] },
      ];
      for (const { token, sees } of cases) {
        const listed = await calls().listedIds(token, '?limit=100');
        const queue = (await calls().reviewList(token, '?limit=100'))
          .json()
          .data.result.map((row: { id: number }) => row.id);
        for (const [centre, record] of Object.entries(records)) {
          const inArea = sees.includes(centre);
          expect(listed.includes(record.id)).toBe(inArea);
          expect(queue.includes(record.id)).toBe(inArea);
          expect(await calls().listedIds(token, record.q)).toEqual(inArea ? [record.id] : []);
          expect((await calls().reviewDetail(token, record.id)).statusCode).toBe(
            inArea ? 200 : 404,
          );
        }
      }
      // Out of the DCR's area, approving and querying find nothing either.
      expect((await calls().approve(people.dcr, records.abuja.id)).statusCode).toBe(404);
      expect((await calls().reject(people.dcr, records.abuja.id, 'Not yours')).statusCode).toBe(
        404,
      );
    });

    it('counts each caller’s area only (stats and stats/self)', async () => {
      const { people, db, ikeja, abuja } = context;
      const cases = [
        { token: people.registra, area: { centreId: ikeja.id } },
        { token: people.abujaRegistra, area: { centreId: abuja.id } },
        { token: people.dcr, area: { lgaId: ikeja.lgaId } },
        { token: people.abujaDcr, area: { lgaId: abuja.lgaId } },
        { token: people.director, area: { stateId: ikeja.stateId } },
        { token: people.admin, area: {} },
      ];
      for (const { token, area } of cases) {
        const stats = await calls().stats(token);
        expect(stats.statusCode).toBe(200);
        const counted = async (status?: string) =>
          recordCount(db, kind.key, { ...area, ...(status ? { status } : {}) });
        expect(stats.json().data).toEqual({
          total: await counted(),
          pending: await counted('pending'),
          approved: await counted('approved'),
          queried: await counted('queried'),
          printed: 0,
          thisMonth: await counted(),
          thisYear: await counted(),
        });
        expect((await calls().stats(token, 'stats/self')).json()).toEqual(stats.json());
      }
    });
  });

  describe(`${kind.name}: review`, () => {
    it('is closed to registrars (403)', async () => {
      const { people } = context;
      const { id } = await calls().submitted(people.registra, payloadAt('ikeja'));
      expect((await calls().reviewList(people.registra)).statusCode).toBe(403);
      expect((await calls().approve(people.registra, id)).statusCode).toBe(403);
      expect((await calls().reject(people.registra, id, 'No')).statusCode).toBe(403);
    });

    it('a HEAD request (a link checker, a prefetch) does not approve', async () => {
      const { people } = context;
      const { id } = await calls().submitted(people.registra, payloadAt('ikeja'));
      const head = await calls().approve(people.dcr, id, 'HEAD');
      expect(head.statusCode).not.toBe(200);
      expect((await calls().detail(people.registra, id)).json().data.status).toBe('pending');
    });

    it(`approves with the next number of the ${kind.certificate.series} series (GET and POST)`, async () => {
      const { people } = context;
      const { id, reference } = await calls().submitted(people.registra, payloadAt('ikeja'));
      const year = registryToday().year;
      const [counter] = rowsOf<{ last_number: number }>(
        await context.db.execute(sql`select last_number from certificate_counters
          where series = ${kind.certificate.series} and state_id = ${context.ikeja.stateId}
            and year = ${year}`),
      );
      const sequence = String(Number(counter?.last_number ?? 0) + 1).padStart(6, '0');
      const response = await calls().approve(people.dcr, id);
      expect(response.statusCode).toBe(200);
      const answer = response.json();
      expect(answer.message).toBe(`${Name} approved.`);
      const number = answer.data.certificate_number as string;
      // `DC/LA/2026/000001`: the kind's prefix, the state's code, the year, the series' next.
      expect(number).toBe(`${kind.certificate.prefix}LA/${year}/${sequence}`);
      const { answerField } = kind.certificate;
      expect(answer.data).toEqual({
        id,
        reference,
        status: 'approved',
        certificate_number: number,
        ...(answerField ? { [answerField]: number } : {}),
      });
      const detail = await calls().detail(people.registra, id);
      const record = detail.json().data;
      expect(under.detailSchema.strict().parse(record)).toEqual(record);
      expect(record.status).toBe('approved');
      expect(record.certificate_number).toBe(number);
      if (answerField) expect(record[answerField]).toBe(number);
      const byNumber = await calls().listedIds(
        people.registra,
        `?certificate_number=${encodeURIComponent(number.toLowerCase())}`,
      );
      expect(byNumber).toEqual([id]);

      const again = await calls().approve(people.dcr, id);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(
        'This record is approved; only a pending record can be approved.',
      );
      expect(again.json().code).toBe('STATE_CONFLICT');
      expect((await calls().reject(people.dcr, id, 'Too late')).statusCode).toBe(409);
      const next = await calls().submitted(people.registra, payloadAt('ikeja'));
      const viaPost = await calls().approve(people.director, next.id, 'POST');
      expect(viaPost.statusCode).toBe(200);
      const sequenceOf = (n: string) => Number(n.split('/').at(-1));
      expect(sequenceOf(viaPost.json().data.certificate_number)).toBe(sequenceOf(number) + 1);
    });

    it('query -> the registrar sees the reason, corrects, resubmits -> approve, all in history and audit', async () => {
      const { people, db } = context;
      const payload = payloadAt('ikeja');
      const { id } = await calls().submitted(people.registra, payload);
      expect((await calls().reject(people.dcr, id, '  ')).statusCode).toBe(400);
      const reason = 'The place is misspelt.';
      const queried = await calls().reject(people.dcr, id, reason);
      expect(queried.statusCode).toBe(200);
      expect(queried.json().message).toBe(`${Name} queried back to its registrar.`);
      expect(queried.json().data.status).toBe('queried');

      const seen = await calls().detail(people.registra, id);
      expect(seen.json().data).toMatchObject({ status: 'queried', query_reason: reason });
      const summary = summaryOfDetail(seen);
      expect(under.summarySchema.strict().parse(summary)).toEqual(summary);
      const listed = (await calls().list(people.registra, '?status=queried&limit=100')).json().data
        .result;
      expect(listed.find((row: { id: number }) => row.id === id)).toEqual(summary);

      const [part, field] = under.correctable;
      partOf(payload, part)[field] = 'Corrected Place';
      const byDcr = await calls().resubmit(people.dcr, id, payload);
      expect(byDcr.statusCode).toBe(403);
      expect(byDcr.json().message).toBe(
        'Only the person who captured this record, or a registrar of its centre, can resubmit it.',
      );
      const resubmitted = await calls().resubmit(people.registra, id, payload);
      expect(resubmitted.statusCode).toBe(200);
      expect(resubmitted.json().message).toBe(`${Name} resubmitted.`);
      expect(resubmitted.json().data.status).toBe('pending');
      expect((await calls().approve(people.dcr, id)).statusCode).toBe(200);

      const record = (await calls().detail(people.registra, id)).json().data;
      expect(record.particulars[part][field]).toBe('Corrected Place');
      expect(record.query_reason).toBeNull();
      expect(
        record.history.map((h: { action: string; reason: string | null; by: { name: string } }) => [
          h.action,
          h.by.name,
          h.reason,
        ]),
      ).toEqual([
        ['submit', 'Demo registra', null],
        ['query', 'Demo dcr', reason],
        ['resubmit', 'Demo registra', null],
        ['approve', 'Demo dcr', null],
      ]);
      expect(await auditActionsOf(db, entity, id)).toEqual(
        ['submit', 'query', 'resubmit', 'approve'].map((action) => `${entity}.${action}`),
      );
    });

    it('four-eyes: nobody approves or queries a record they captured', async () => {
      const { people, db } = context;
      const { id } = await calls().submitted(people.dcr, payloadAt('ikeja'));
      const approval = await calls().approve(people.dcr, id);
      expect(approval.statusCode).toBe(403);
      expect(approval.json().message).toBe(
        'You cannot approve or query a record you captured yourself.',
      );
      expect((await calls().reject(people.dcr, id, 'Check it')).statusCode).toBe(403);
      expect((await calls().approve(people.director, id)).statusCode).toBe(200);
      const [capturer] = rowsOf<{ captured_by: number }>(
        await db.execute(sql`select captured_by from records where id = ${id}`),
      );
      expect(Number(capturer?.captured_by)).toBe(await userId(db, 'dcr'));
    });

    it('stats follow the workflow', async () => {
      const { people } = context;
      const before = (await calls().stats(people.registra)).json().data;
      const { id } = await calls().submitted(people.registra, payloadAt('ikeja'));
      await calls().reject(people.dcr, id, 'Check the date.');
      const after = (await calls().stats(people.registra)).json().data;
      expect(after).toEqual({
        ...before,
        total: before.total + 1,
        queried: before.queried + 1,
        thisMonth: before.thisMonth + 1,
        thisYear: before.thisYear + 1,
      });
    });

    it('keeps the counts and totals tables equal to the records after all of the above', async () => {
      expect(await countMismatches(context.db)).toEqual([]);
    });
  });
}
