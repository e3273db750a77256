import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stillbirthKind, type RecordKind, type RecordKindKey } from '@vitalreg/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../app.ts';
import {
  bearer,
  openTestDatabase,
  signIn,
  testConfig,
  type TestDatabase,
} from '../../test/helpers.ts';
import {
  demoCentre,
  recordCalls,
  stillbirthPayload,
  uploadCentreFiles,
  type CentreInfo,
} from './test-support.ts';

/**
 * The engine knows kinds only through their declarations: an app given one kind the registry
 * does not have serves it at its paths (lists, numbers under its own name) and no other kind.
 */
const testKind: RecordKind = {
  ...stillbirthKind,
  key: 'test_record' as RecordKindKey,
  name: 'test record',
  apiPath: 'test-record',
  reviewPath: 'test-record',
  referencePrefix: 'TR',
  certificate: { series: 'test_record', prefix: 'TR/', answerField: 'test_number' },
  summarySchema: stillbirthKind.summarySchema.extend({ test_number: z.string().nullable() }),
};

let database: TestDatabase;
let app: FastifyInstance;
let ikeja: CentreInfo;
let registrar: string;
let reviewer: string;

beforeAll(async () => {
  database = await openTestDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), 'vr-throwaway-'));
  const config = testConfig({ dataDir, logLevel: 'silent' });
  app = await buildApp(config, { database: database.handle, kinds: [testKind] });
  ikeja = await demoCentre(database.handle.db, 'Ikeja Registration Centre');
  [registrar, reviewer] = await Promise.all([signIn(app, 'registra'), signIn(app, 'dcr')]);
  await uploadCentreFiles(app, registrar, ikeja.id);
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe('a kind the registry does not have', () => {
  it('is submitted, listed and approved at its own paths, with its number under its name', async () => {
    const calls = recordCalls(app, testKind);
    const { id, reference } = await calls.submitted(registrar, stillbirthPayload(ikeja));
    expect(reference).toMatch(/^TR-LA-/);
    const approved = await calls.approve(reviewer, id);
    expect(approved.statusCode).toBe(200);
    const number = approved.json().data.certificate_number as string;
    expect(number).toMatch(/^TR\/LA\/\d{4}\/000001$/);
    expect(approved.json().data.test_number).toBe(number);
    const listed = (await calls.list(registrar)).json().data.result as Record<string, unknown>[];
    expect(listed.map((row) => row.id)).toEqual([id]);
    expect(testKind.summarySchema.strict().parse(listed[0])).toEqual(listed[0]);
    expect(listed[0]).toMatchObject({ certificate_number: number, test_number: number });
  });

  it('is the only kind served', async () => {
    const births = await app.inject({
      method: 'GET',
      url: '/api/birth-registration/list/1',
      headers: bearer(registrar),
    });
    expect(births.statusCode).toBe(404);
  });
});
