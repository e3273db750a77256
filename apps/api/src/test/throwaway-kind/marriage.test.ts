import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { pdfText } from '../../modules/certificates/test-support.ts';
import {
  demoCentre,
  randomName,
  recordCalls,
  type CentreInfo,
} from '../../modules/records/test-support.ts';
import {
  bearer,
  freshAddress,
  openTestDatabase,
  signIn,
  testConfig,
  type TestDatabase,
} from '../helpers.ts';
import { marriageKind } from './marriage.ts';

/*
 * Proof that the record engine is one engine (issue "One declaration per kind"): a kind declared
 * in this folder only goes through submit, list, search, review, approval, the certificate PDF,
 * the public check and a reprint, on an app that serves it and no other kind.
 */

let database: TestDatabase;
let app: FastifyInstance;
let ikeja: CentreInfo;
let registrar: string;
let reviewer: string;

beforeAll(async () => {
  database = await openTestDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), 'vr-marriage-'));
  app = await buildApp(testConfig({ dataDir, logLevel: 'silent' }), {
    database: database.handle,
    kinds: [marriageKind],
  });
  ikeja = await demoCentre(database.handle.db, 'Ikeja Registration Centre');
  [registrar, reviewer] = await Promise.all([signIn(app, 'registra'), signIn(app, 'dcr')]);
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const get = (url: string, token?: string) =>
  app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

function marriage(wifeSurname: string) {
  return {
    marriage: { date: '2026-10-17', place: 'Ikeja Marriage Registry' },
    husband: { surname: 'Adeyemi', firstname: 'Tunde' },
    wife: { surname: wifeSurname, firstname: 'Ngozi' },
    registration_state: ikeja.stateId,
    registration_lga: ikeja.lgaId,
    Reg_Center: ikeja.id,
  };
}

describe('a kind declared in its own folder only', () => {
  it('is registered, found, approved, printed, checked in public and reprinted', async () => {
    const calls = recordCalls(app, marriageKind);
    const surname = `Okafor${randomName(6)}`;

    // Submit, list and search.
    const { id, reference, status } = await calls.submitted(registrar, marriage(surname));
    expect(status).toBe('pending');
    expect(reference).toMatch(/^MA-LA-2026-/);
    expect(await calls.listedIds(registrar)).toContain(id);
    expect(await calls.listedIds(registrar, `?q=${surname.toLowerCase()}`)).toEqual([id]);
    expect(await calls.listedIds(registrar, '?q=nobodyofthatname')).toEqual([]);

    // Review and approve (a second person: four eyes).
    const queue = (await calls.reviewList(reviewer, '?status=pending')).json().data.result;
    expect((queue as { id: number }[]).map((row) => row.id)).toContain(id);
    const detail = (await calls.reviewDetail(reviewer, id)).json().data;
    expect(detail.allowed_actions).toEqual(expect.arrayContaining(['approve', 'query']));
    const approved = await calls.approve(reviewer, id);
    expect(approved.statusCode).toBe(200);
    const number = approved.json().data.certificate_number as string;
    expect(number).toMatch(/^MC\/LA\/2026\/000001$/);
    const [row] = (await calls.list(registrar)).json().data.result as Record<string, unknown>[];
    expect(row).toMatchObject({ id, certificate_number: number, marriage_number: number });

    // Print: the certificate reads the kind's layout.
    const printed = await app.inject({
      method: 'POST',
      url: `/api/certificates/marriage/${id}/print`,
      headers: bearer(registrar),
    });
    expect(printed.statusCode).toBe(200);
    const certificate = printed.json().data as { id: number; code: string };
    const pdf = await get(`/api/certificates/marriage/${id}/${certificate.id}/pdf`, registrar);
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('CERTIFICATE OF MARRIAGE');
    expect(text).toContain(number);
    expect(text).toContain(`Ngozi ${surname.toUpperCase()}`);
    expect(text).toContain('Ikeja Marriage Registry');

    // The public check, with no sign-in.
    const checked = await app.inject({
      method: 'GET',
      url: `/api/verify/${certificate.code}`,
      remoteAddress: freshAddress(),
    });
    expect(checked.statusCode).toBe(200);
    expect(checked.json().data).toMatchObject({
      status: 'valid',
      kind: 'marriage',
      kind_name: 'Marriage certificate',
      certificate_number: number,
      name: `N. ${surname.toUpperCase()}`,
      event_date: '2026-10-17',
    });

    // Reprint: looked up by its number, paid, issued as REPRINT 1.
    const lookup = await get(
      `/api/reprint/lookup?kind=marriage&certificate_number=${encodeURIComponent(number)}`,
      registrar,
    );
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json().data).toMatchObject({
      kind: 'marriage',
      certificate_type: 'Marriage certificate',
      reprintable: true,
      particulars: { subject: 'Wife', names: `Ngozi ${surname.toUpperCase()}` },
    });
    const reprinted = await app.inject({
      method: 'POST',
      url: '/api/reprint',
      headers: { ...bearer(registrar), 'idempotency-key': randomUUID() },
      payload: {
        kind: 'marriage',
        certificate_number: number,
        payment_reference: `SBX-PAID-REPRINT-${randomName(10).toUpperCase()}`,
      },
    });
    expect(reprinted.statusCode).toBe(201);
    expect(reprinted.json().data.reprint).toMatchObject({ kind: 'marriage', reprint_number: 1 });
    const reprints = (await get('/api/reprint/list/1', registrar)).json().data.result;
    expect(reprints).toEqual([expect.objectContaining({ kind: 'marriage', record_id: id })]);
  });

  it('is the only kind the app serves', async () => {
    expect((await get('/api/birth-registration/list/1', registrar)).statusCode).toBe(404);
    const birthCertificate = await get('/api/certificates/birth/1', registrar);
    expect(birthCertificate.statusCode).toBe(400);
    expect(birthCertificate.json().message).toEqual(['The kind must be one of marriage.']);
  });
});
