import {
  addDays,
  MODIFICATION_MESSAGES as M,
  modificationLookupSchema,
  valueAt,
  type ModificationApproval,
  type ModificationEntry,
  type ModificationLookup,
  type ModificationStats,
  type RecordKindKey,
  type RecordVersions,
} from '@vitalreg/domain';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { bearer } from '../../test/helpers.ts';
import { particularsOf } from '../certificates/service.ts';
import { certificates } from '../certificates/tables.ts';
import { paymentWaivers } from '../payments/tables.ts';
import { pdfText } from '../certificates/test-support.ts';
import { recordHistory, recordKeys, records } from '../records/tables.ts';
import { grantedWaiver } from '../payments/test-support.ts';
import { birthPayload, part } from '../../kinds/birth/test-support.ts';
import { ninVerifications } from '../identity/table.ts';
import { auditActionsOf, randomName, useRecordsTest } from '../records/test-support.ts';
import { verificationOf, verifiedNin } from '../identity/test-support.ts';
import { describeDashboardCounts } from '../dashboard/test-support.ts';
import { modificationRequests } from './tables.ts';
import { modificationCalls, type Registered } from './test-support.ts';

const s = useRecordsTest();
const m = modificationCalls(s);

const dataOf = <T>(response: { json(): unknown }) => (response.json() as { data: T }).data;
const messageOf = (response: { json(): unknown }) =>
  ([] as string[]).concat((response.json() as { message: string | string[] }).message).join(' ');
const codeOf = (response: { json(): unknown }) => (response.json() as { code?: string }).code;

/** The subject's names field (every correctable kind declares it first) with a new surname. */
function newNames(record: Registered, surname = randomName()) {
  const field = record.kind.corrections!.fields[0]!;
  const [surnameInput, firstnameInput] = field.inputs;
  return {
    field,
    surname,
    values: { [surnameInput!.name]: surname, [firstnameInput!.name]: 'Corrected' },
  };
}

async function recordRow(id: number) {
  const [row] = await s.db.select().from(records).where(eq(records.id, id));
  if (!row) throw new Error('record not found');
  return row;
}

/** The sex the child is not registered as. */
async function otherSex(id: number) {
  return valueAt(particularsOf(await recordRow(id)), 'child.sex') === 1 ? 2 : 1;
}

async function certificatesOf(id: number) {
  return s.db.select().from(certificates).where(eq(certificates.recordId, id));
}

const verify = (code: string) => s.t.app.inject({ method: 'GET', url: `/api/verify/${code}` });

describe.each(['birth', 'attestation', 'death'] as RecordKindKey[])(
  'a registered %s corrected',
  (key) => {
    it('looks up, requests, is queried, amended, approved: a new version, superseded certificate, printed again', async () => {
      const record = await m.registered(key);
      const [original] = await certificatesOf(record.id);
      expect(original).toBeDefined();

      // Looked up as printed, in any letter case; outside the area it is not found.
      const lookup = await m.lookup(s.people.registra, record.kind, record.number.toLowerCase());
      expect(lookup.statusCode, lookup.body).toBe(200);
      const found = dataOf<ModificationLookup>(lookup);
      // Written by PostgreSQL, sent as it is: it must still read as the schema says.
      expect(modificationLookupSchema.safeParse(found).error).toBeUndefined();
      expect(found).toMatchObject({ record_id: record.id, certificate_number: record.number });
      for (const answer of Object.keys(record.kind.corrections!.lookup)) {
        expect(found[answer]).toBeTruthy();
      }
      expect((await m.lookup(s.people.abujaRegistra, record.kind, record.number)).statusCode).toBe(
        404,
      );

      // The request: the subject's names, the field's documents, a paid fee.
      const first = newNames(record);
      const entry = await m.requested(
        s.people.registra,
        record,
        m.body(record, first.field.key, first.values),
      );
      expect(entry).toMatchObject({
        status: 'pending',
        mod_field: first.field.key,
        record_id: record.id,
        certificate_number: record.number,
        waived: false,
        allowed_actions: [],
      });
      expect(entry.requester.nin).toMatch(/^\*+\d{4}$/);
      // The answer, made from what the request wrote, is the request as it is stored.
      const saved = await m.single(s.people.registra, record.kind, entry.id);
      expect(entry).toEqual(dataOf<ModificationEntry>(saved));
      expect(entry.changes[0]).toMatchObject({ after: first.surname });
      expect(await auditActionsOf(s.db, 'modification_request', entry.id)).toContain(
        'modification.requested',
      );
      // A second open request of the same part is refused.
      const twice = await m.request(
        s.people.registra,
        record,
        m.body(record, first.field.key, first.values),
      );
      expect(twice.statusCode).toBe(409);
      expect(messageOf(twice)).toBe(M.pendingExists);

      // Listed and counted in the area only.
      const listed = dataOf<{ result: ModificationEntry[] }>(
        await m.list(s.people.dcr, record.kind, '?status=pending'),
      ).result;
      expect(listed.find((e) => e.id === entry.id)?.allowed_actions).toEqual(['approve', 'query']);
      expect(
        dataOf<{ result: ModificationEntry[] }>(await m.list(s.people.abujaDcr, record.kind))
          .result,
      ).toEqual([]);
      expect(
        dataOf<ModificationStats>(await m.stats(s.people.dcr, record.kind)).pending,
      ).toBeGreaterThan(0);
      expect((await m.single(s.people.abujaDcr, record.kind, entry.id)).statusCode).toBe(404);
      expect((await m.approve(s.people.abujaDcr, record.kind, entry.id)).statusCode).toBe(404);

      // Queried back; the requester amends it with another spelling; pending again.
      const queried = await m.query(s.people.dcr, record.kind, entry.id, 'Spelling to be checked');
      expect(queried.statusCode, queried.body).toBe(200);
      expect(dataOf<ModificationEntry>(queried)).toMatchObject({
        status: 'queried',
        query_reason: 'Spelling to be checked',
      });
      const second = newNames(record);
      const amended = await m.amend(s.people.registra, record, {
        ...m.body(record, first.field.key, second.values),
        modification_id: entry.id,
      });
      expect(amended.statusCode, amended.body).toBe(200);
      expect(dataOf<ModificationEntry>(amended).status).toBe('pending');

      const approved = await m.approve(s.people.dcr, record.kind, entry.id);
      expect(approved.statusCode, approved.body).toBe(200);
      const result = dataOf<ModificationApproval>(approved);
      expect(result.record).toEqual({ id: record.id, version: 2, status: 'approved' });
      expect(result.request).toMatchObject({ status: 'approved', version: 2 });
      // The answer, made from what the approval read, is the request as it is now stored.
      const stored = await m.single(s.people.dcr, record.kind, entry.id);
      expect(result.request).toEqual(dataOf<ModificationEntry>(stored));

      // The record holds the new values; the version before is kept; history and audit hold it.
      const row = await recordRow(record.id);
      const surnamePath = first.field.inputs[0]!.path;
      expect(valueAt(particularsOf(row), surnamePath)).toBe(second.surname);
      expect(row.searchName).toContain(second.surname.toLowerCase());
      // The duplicate check's keys are those of the corrected particulars, each once.
      const keys = await s.db
        .select({ key: recordKeys.key, date: recordKeys.eventDate })
        .from(recordKeys)
        .where(eq(recordKeys.recordId, record.id));
      const corrected = record.kind.submissionSchema.parse(particularsOf(row));
      expect(keys.toSorted((a, b) => a.key.localeCompare(b.key))).toEqual(
        [...record.kind.duplicateKeys(corrected as never)].sort((a, b) =>
          a.key.localeCompare(b.key),
        ),
      );
      const versions = dataOf<RecordVersions>(
        await m.versions(s.people.dcr, record.kind, record.id),
      );
      expect(versions.versions.map((v) => v.version)).toEqual([1, 2]);
      expect(valueAt(versions.versions[0]!.particulars, surnamePath)).not.toBe(second.surname);
      // Only the corrected part was written over the stored particulars.
      const part = surnamePath.split('.')[0]!;
      const { [part]: _before, ...untouched } = versions.versions[0]!.particulars;
      const { [part]: _after, ...kept } = particularsOf(row);
      expect(kept).toEqual(untouched);
      expect(versions.versions[1]).toMatchObject({ modification_id: entry.id });
      const history = await s.db
        .select()
        .from(recordHistory)
        .where(and(eq(recordHistory.recordId, record.id), eq(recordHistory.action, 'correct')));
      expect(history).toHaveLength(1);
      expect(await auditActionsOf(s.db, 'modification_request', entry.id)).toEqual(
        expect.arrayContaining([
          'modification.queried',
          'modification.resubmitted',
          'modification.approved',
        ]),
      );

      // The paper printed before is superseded; the next print is the corrected certificate.
      const superseded = await verify(original!.code);
      expect(superseded.statusCode).toBe(200);
      expect(dataOf<{ status: string; superseded_on: string }>(superseded)).toMatchObject({
        status: 'superseded',
      });
      const print = await s.t.app.inject({
        method: 'POST',
        url: `/api/certificates/${key}/${record.id}/print`,
        headers: bearer(s.people.registra),
      });
      expect(print.statusCode, print.body).toBe(200);
      const printed = {
        certificate: dataOf<{ id: number; code: string; issue: string; issue_number: number }>(
          print,
        ),
      };
      expect(printed.certificate).toMatchObject({ issue: 'correction', issue_number: 1 });
      expect(dataOf<{ status: string }>(await verify(printed.certificate.code)).status).toBe(
        'valid',
      );
      const pdf = await s.t.app.inject({
        method: 'GET',
        url: `/api/certificates/${key}/${record.id}/${printed.certificate.id}/pdf`,
        headers: bearer(s.people.registra),
      });
      expect(pdf.statusCode).toBe(200);
      const text = await pdfText(pdf.rawPayload);
      expect(text).toContain('Corrected on');
      expect(text.toUpperCase()).toContain(second.surname.toUpperCase());
    });
  },
);

describe("the lists of requests at the spec's paths", () => {
  it('answers /list with its query parameters as /list/{page}, and /stats for a field or a record', async () => {
    const older = await m.registered('birth');
    const newer = await m.registered('birth');
    const kind = older.kind;
    const ids: number[] = [];
    for (const record of [older, newer]) {
      const names = newNames(record);
      ids.push(
        (
          await m.requested(
            s.people.registra,
            record,
            m.body(record, names.field.key, names.values),
          )
        ).id,
      );
    }
    const listOf = async (query: string, path = '/list') => {
      const response = await s.t.app.inject({
        method: 'GET',
        url: `/api/modification/${kind.apiPath}${path}${query}`,
        headers: bearer(s.people.dcr),
      });
      expect(response.statusCode, response.body).toBe(200);
      return dataOf<{ pagination: { page: number; limit: number }; result: ModificationEntry[] }>(
        response,
      );
    };

    // Newest first: page 2 of one a page is the older request, at either path.
    const spec = await listOf('?page=2&limit=1&status=pending');
    expect(spec.pagination).toMatchObject({ page: 2, limit: 1 });
    expect(spec).toEqual(await listOf('?limit=1&status=pending', '/list/2'));
    expect((await listOf('?status=pending&limit=2')).result.map((entry) => entry.id)).toEqual([
      ids[1],
      ids[0],
    ]);
    // One record's requests; a page past the end is empty.
    expect((await listOf(`?record_id=${older.id}`)).result.map((entry) => entry.id)).toEqual([
      ids[0],
    ]);
    expect((await listOf('?page=99&limit=100')).result).toEqual([]);

    // Counted for one record, or for a field no request is about.
    const counts = async (query: string) =>
      dataOf<ModificationStats>(await m.stats(s.people.dcr, kind, query));
    expect(await counts(`?record_id=${older.id}`)).toEqual({
      pending: 1,
      queried: 0,
      approved: 0,
      total: 1,
    });
    expect((await counts('?mod_field=no_such_field')).total).toBe(0);
    expect((await counts('')).total).toBeGreaterThanOrEqual(2);

    // Bad parameters are refused with the field at fault, never a 500.
    for (const query of ['?page=0', '?page=x', '?limit=100000', '?record_id=-1']) {
      expect((await m.list(s.people.dcr, kind, query)).statusCode, query).toBe(400);
    }
    expect((await m.stats(s.people.dcr, kind, '?record_id=abc')).statusCode).toBe(400);
  });
});

describe('the rules of each correctable field, enforced by the API', () => {
  it('a requester cannot approve their own request; a sex change needs a state director', async () => {
    const record = await m.registered('birth');
    const own = await m.requested(
      s.people.dcr,
      record,
      m.body(record, 'mother_name', { mother_surname: randomName(), mother_firstname: 'Folake' }),
    );
    const refused = await m.approve(s.people.dcr, record.kind, own.id);
    expect(refused.statusCode).toBe(403);
    expect(messageOf(refused)).toBe(M.ownRequest);

    const sex = await m.requested(
      s.people.registra,
      record,
      m.body(record, 'child_sex', { child_sex: await otherSex(record.id) }),
    );
    const byDcr = await m.approve(s.people.dcr, record.kind, sex.id);
    expect(byDcr.statusCode).toBe(403);
    expect(messageOf(byDcr)).toBe(M.approverPermission("Child's sex"));
    expect((await m.approve(s.people.director, record.kind, sex.id)).statusCode).toBe(200);
  });

  it('refuses a request without the documents its field needs, or with other fields filled', async () => {
    const record = await m.registered('birth');
    const noDocuments = await m.request(s.people.registra, record, {
      ...m.body(record, 'child_sex', { child_sex: 2 }),
      supporting_documents: [],
    });
    expect(noDocuments.statusCode).toBe(400);
    expect(codeOf(noDocuments)).toBe('VALIDATION_FAILED');
    expect(messageOf(noDocuments)).toContain('Attach a request letter.');
    expect(messageOf(noDocuments)).toContain('Attach a medical record.');

    const otherField = await m.request(
      s.people.registra,
      record,
      m.body(record, 'child_sex', { child_sex: 2, mother_surname: 'Other' }),
    );
    expect(otherField.statusCode).toBe(400);
    expect(messageOf(otherField)).toContain(M.onlyField("Child's sex"));

    const unchanged = await m.request(
      s.people.registra,
      record,
      m.body(record, 'child_sex', {
        child_sex: valueAt(particularsOf(await recordRow(record.id)), 'child.sex'),
      }),
    );
    expect(unchanged.statusCode).toBe(400);
    expect(messageOf(unchanged)).toBe(M.unchanged);

    const future = await m.request(
      s.people.registra,
      record,
      m.body(record, 'applicant_dob', { child_dob: '2999-01-01' }),
    );
    expect(future.statusCode).toBe(400);
  });

  it('a payment reference pays once; a record not yet approved cannot be looked up', async () => {
    const record = await m.registered('birth');
    const body = m.body(record, 'mother_name', {
      mother_surname: randomName(),
      mother_firstname: 'Ada',
    });
    await m.requested(s.people.registra, record, body);
    const reused = await m.request(s.people.registra, record, {
      ...m.body(record, 'father_name', { father_surname: randomName(), father_firstname: 'Obi' }),
      payment_reference: body.payment_reference,
    });
    expect(reused.statusCode).toBe(409);
    expect(codeOf(reused)).toBe('PAYMENT_ALREADY_USED');

    const pending = await m.registered('birth', false);
    await s.db.update(records).set({ status: 'pending' }).where(eq(records.id, pending.id));
    expect((await m.lookup(s.people.registra, pending.kind, pending.number)).statusCode).toBe(404);
  });

  it('two requests for one field at once: one is kept, the other refused with its fee unused', async () => {
    const record = await m.registered('birth');
    const bodies = [randomName(), randomName()].map((surname) =>
      m.body(record, 'mother_name', { mother_surname: surname, mother_firstname: 'Ada' }),
    );
    const answers = await Promise.all(
      bodies.map((body) => m.request(s.people.registra, record, body)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.findIndex((a) => a.statusCode === 409);
    expect(messageOf(answers[refused]!)).toBe(M.pendingExists);
    // Nothing of the refused request was kept: its reference pays for another field.
    const other = await m.request(s.people.registra, record, {
      ...m.body(record, 'father_name', { father_surname: randomName(), father_firstname: 'Obi' }),
      payment_reference: bodies[refused]!.payment_reference,
    });
    expect(other.statusCode, other.body).toBe(201);
  });

  it('a fee waiver granted by a reviewer pays for one request, kept with its reason and audited', async () => {
    const record = await m.registered('birth');
    const reason = 'Indigent family, waiver approved by the state office.';
    const waiverId = await grantedWaiver(s.t.app, s.people.registra, s.people.dcr, {
      service: 'modification',
      record_kind: 'birth',
      certificate_number: record.number,
      reason,
    });
    const waived = (field: string, values: Record<string, unknown>) => {
      const { payment_reference: _paid, ...body } = m.body(record, field, values);
      return { ...body, waiver_id: waiverId };
    };
    const names = { mother_surname: randomName(), mother_firstname: 'Ada' };
    const byAnother = await m.request(s.people.dcr, record, waived('mother_name', names));
    expect(byAnother.statusCode).toBe(403);
    const entry = await m.requested(s.people.registra, record, waived('mother_name', names));
    expect(entry).toMatchObject({ waived: true, payment_reference: null });
    const [request] = await s.db
      .select()
      .from(modificationRequests)
      .where(eq(modificationRequests.id, entry.id));
    const [waiver] = await s.db
      .select()
      .from(paymentWaivers)
      .where(eq(paymentWaivers.id, request!.waiverId!));
    expect(waiver).toMatchObject({ reason, service: 'modification', recordId: record.id });
    expect(await auditActionsOf(s.db, 'payment_waiver', waiver!.id)).toEqual(['payment.waive']);
    expect(await auditActionsOf(s.db, 'modification_request', entry.id)).toEqual([
      'modification.requested',
    ]);
    const again = await m.request(
      s.people.registra,
      record,
      waived('father_name', { father_surname: randomName(), father_firstname: 'Femi' }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/^This fee waiver was already used for correction of/);
  });

  it('concurrent approvals of two corrections of one record keep both changes', async () => {
    const record = await m.registered('birth');
    const mother = randomName();
    const father = randomName();
    const a = await m.requested(
      s.people.registra,
      record,
      m.body(record, 'mother_name', { mother_surname: mother, mother_firstname: 'Ada' }),
    );
    const b = await m.requested(
      s.people.registra,
      record,
      m.body(record, 'father_name', { father_surname: father, father_firstname: 'Obi' }),
    );
    const [first, second] = await Promise.all([
      m.approve(s.people.dcr, record.kind, a.id),
      m.approve(s.people.dcr, record.kind, b.id),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const row = await recordRow(record.id);
    expect(valueAt(particularsOf(row), 'mother.surname')).toBe(mother);
    expect(valueAt(particularsOf(row), 'father.surname')).toBe(father);
    expect(row.version).toBe(3);
    // The search's words follow the renamed parents (only the words that changed rewritten).
    const [words] = rowsOf<{ same: boolean }>(
      await s.db.execute(sql`select array(select word from record_words
          where record_id = ${record.id} order by word)
        = array(select w from record_words_of(${row.searchName}) as w order by w) as same`),
    );
    expect(words?.same).toBe(true);
  });

  it('a date of death corrected gives the new age at death; values changed since the request are never overwritten', async () => {
    const record = await m.registered('death');
    const deceased = particularsOf(await recordRow(record.id)).deceased as Record<string, unknown>;
    expect(deceased.date_of_birth).toBeTruthy();
    const dateOfDeath = (date: string) =>
      m.body(record, 'deceased_date_of_death', { deceased_date_of_death: date });
    // The kind's rules across a part still hold: a death before the birth is refused.
    const beforeBirth = await m.request(
      s.people.registra,
      record,
      dateOfDeath(addDays(String(deceased.date_of_birth), -1)),
    );
    expect(beforeBirth.statusCode).toBe(400);
    expect(codeOf(beforeBirth)).toBe('VALIDATION_FAILED');

    const died = new Date(`${String(deceased.date_of_death)}T00:00:00Z`);
    died.setUTCFullYear(died.getUTCFullYear() - 1);
    const date = await m.requested(
      s.people.registra,
      record,
      dateOfDeath(died.toISOString().slice(0, 10)),
    );
    expect((await m.approve(s.people.director, record.kind, date.id)).statusCode).toBe(200);
    const corrected = particularsOf(await recordRow(record.id)).deceased as Record<string, unknown>;
    expect(corrected.age_at_death).not.toEqual(deceased.age_at_death);

    // A request whose values the record no longer holds (changed behind it) is refused.
    const names = newNames(record);
    const stale = await m.requested(
      s.people.registra,
      record,
      m.body(record, names.field.key, names.values),
    );
    const row = await recordRow(record.id);
    const changed = structuredClone(particularsOf(row));
    (changed.deceased as Record<string, unknown>).surname = randomName();
    await s.db.update(records).set({ particulars: changed }).where(eq(records.id, record.id));
    const refused = await m.approve(s.people.dcr, record.kind, stale.id);
    expect(refused.statusCode).toBe(409);
    expect(codeOf(refused)).toBe('RECORD_CHANGED');
    expect(valueAt(particularsOf(await recordRow(record.id)), 'deceased.surname')).toBe(
      (changed.deceased as Record<string, unknown>).surname,
    );
  });
});

describe("a verified person's names", () => {
  /** A birth whose mother is identified by a fresh NIN the agency knows as `names`. */
  async function withVerifiedMother() {
    const names = { surname: randomName(), firstname: randomName(), middlename: null };
    const nin = await verifiedNin(s.db, names);
    const payload = birthPayload(s.ikeja.id, (p) => {
      Object.assign(part(p, 'mother'), names, {
        nin,
        tracking_id: null,
        reason_for_no_nin: null,
      });
    });
    return { nin, record: await m.registered('birth', true, { payload }) };
  }

  const renamed = (record: Registered, reason: string, surname: string, firstname: string) => ({
    ...m.body(record, 'mother_name', { mother_surname: surname, mother_firstname: firstname }),
    mod_reason: reason,
  });

  it('are corrected only on a court order or an agency change, to the agency names, approved by a state director', async () => {
    const { nin, record } = await withVerifiedMother();
    const agency = { surname: randomName(), firstname: randomName(), middlename: null };
    // A clerical error does not rename a person the identity agency names.
    const clerical = await m.request(
      s.people.registra,
      record,
      renamed(record, 'clerical_error', agency.surname, agency.firstname),
    );
    expect(clerical.statusCode).toBe(400);
    expect(clerical.json().details.issues).toEqual([
      { path: 'mod_reason', message: M.verifiedNamesReason("Mother's name") },
    ]);
    // A court order, to names the agency does not hold for her NIN: refused on the names.
    const mismatch = await m.request(
      s.people.registra,
      record,
      renamed(record, 'court_order', agency.surname, agency.firstname),
    );
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json()).toMatchObject({
      code: 'IDENTITY_MISMATCH',
      details: { issues: [{ path: 'mother_surname', message: M.namesMismatch }] },
    });
    // The agency's record changes: the new names (in capitals) are hers now.
    await s.db.insert(ninVerifications).values(verificationOf(nin, agency));
    const entry = await m.requested(
      s.people.registra,
      record,
      renamed(record, 'identity_agency', agency.surname.toUpperCase(), agency.firstname),
    );
    expect(entry).toMatchObject({
      approver: 'Can_Approve_Major_Modification',
      allowed_actions: [],
    });
    // Queried and amended to other names: refused again.
    expect((await m.query(s.people.director, record.kind, entry.id, 'Check it.')).statusCode).toBe(
      200,
    );
    const amended = await m.amend(s.people.registra, record, {
      ...renamed(record, 'identity_agency', randomName(), agency.firstname),
      modification_id: entry.id,
      payment_reference: undefined,
    });
    expect(amended.statusCode).toBe(422);
    expect(codeOf(amended)).toBe('IDENTITY_MISMATCH');
    const resent = await m.amend(s.people.registra, record, {
      ...renamed(record, 'identity_agency', agency.surname, agency.firstname),
      modification_id: entry.id,
      payment_reference: undefined,
    });
    expect(resent.statusCode, resent.body).toBe(200);
    // A DCR approves spelling fixes, not this: a state director does.
    const byDcr = await m.approve(s.people.dcr, record.kind, entry.id);
    expect(byDcr.statusCode).toBe(403);
    const single = await m.single(s.people.dcr, record.kind, entry.id);
    expect(dataOf<ModificationEntry>(single).allowed_actions).toEqual([]);
    const approved = await m.approve(s.people.director, record.kind, entry.id);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(particularsOf(await recordRow(record.id)).mother).toMatchObject({
      surname: agency.surname,
      firstname: agency.firstname,
      nin,
    });
  });

  it('a request made before the rule is not approved by a DCR, nor for a clerical error', async () => {
    const { record } = await withVerifiedMother();
    // As if requested before the rule: a clerical error, pending for a DCR.
    const [saved] = await s.db
      .insert(modificationRequests)
      .values({
        kind: 'birth',
        recordId: record.id,
        modType: 'birth-mod',
        modField: 'mother_name',
        modReason: 'clerical_error',
        requester: {
          type: 'parent',
          name: 'Someone',
          relationship: null,
          proof: 'none',
          nin: null,
          document_type: null,
          document_number: null,
        },
        supportingDocuments: [],
        changes: {
          mother_surname: randomName(),
          mother_firstname: 'Other',
          mother_middlename: null,
        },
        before: valuesOfMother(particularsOf(await recordRow(record.id))),
        certificateNumber: record.number,
        subject: 'A child',
        stateId: s.ikeja.stateId,
        lgaId: s.ikeja.lgaId,
        regCenterId: s.ikeja.id,
        requestedBy: (await userIdOf('registra'))!,
        requestedAt: new Date(),
        updatedAt: new Date(),
      })
      .returning({ id: modificationRequests.id });
    expect((await m.approve(s.people.dcr, record.kind, saved!.id)).statusCode).toBe(403);
    const byDirector = await m.approve(s.people.director, record.kind, saved!.id);
    expect(byDirector.statusCode).toBe(400);
    expect(byDirector.json().details.issues[0].path).toBe('mod_reason');
    expect(valueAt(particularsOf(await recordRow(record.id)), 'mother.firstname')).not.toBe(
      'Other',
    );
  });
});

/** The mother's names as a request's `before` holds them. */
function valuesOfMother(particulars: Record<string, unknown>) {
  return {
    mother_surname: valueAt(particulars, 'mother.surname') ?? null,
    mother_firstname: valueAt(particulars, 'mother.firstname') ?? null,
    mother_middlename: valueAt(particulars, 'mother.middlename') ?? null,
  };
}

async function userIdOf(name: string) {
  const [row] = rowsOf<{ id: number }>(
    await s.db.execute(sql`select id from users where user_name = ${name}`),
  );
  return row?.id;
}

describeDashboardCounts(s, ['correction:clerical_error', 'fee_service:modification']);
