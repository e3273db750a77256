import { deflateSync } from 'node:zlib';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MESSAGES } from '@vitalreg/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/password.ts';
import { bearer, body, createTestApp, signIn, type TestApp } from '../../test/helpers.ts';
import { documents } from './table.ts';
import {
  checkDocumentsUsable,
  checkReferencedKeys,
  DOCUMENT_MESSAGES,
  documentExists,
} from './service.ts';

let t: TestApp;
let dataDir: string;
let registrar: string;
let otherCentreRegistrar: string;

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A real 1 x 1 PNG (signature, IHDR, IDAT, IEND). */
function tinyPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 0x0e, 0x77, 0x06]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The start of a JPEG (SOI + JFIF APP0) and its end marker. */
const tinyJpeg = () =>
  Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0', 'latin1'),
    Buffer.from([1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]),
  ]);

const tinyPdf = () =>
  Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

const upload = (payload: Record<string, unknown>, token = registrar) =>
  t.app.inject({ method: 'POST', url: '/api/documents', headers: bearer(token), payload });

const file = (bytes: Buffer, mimeType: string, kind = 'support_document') => ({
  kind,
  mimeType,
  fileName: 'scan',
  data: bytes.toString('base64'),
});

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'vr-docs-'));
  t = await createTestApp({ dataDir });
  registrar = await signIn(t.app, 'registra');
  // A registrar at another centre (Kano), outside the demo registrar's scope.
  const db = t.database.handle.db;
  const passwordHash = await hashPassword('vitalreg-demo');
  await db.execute(sql`
    INSERT INTO users (user_name, password_hash, role_id, state_id, lga_id, reg_center_id)
    SELECT 'kano_registrar', ${passwordHash}, 3, state_id, lga_id, id
    FROM registration_centres WHERE name LIKE 'Kano%' LIMIT 1`);
  otherCentreRegistrar = await signIn(t.app, 'kano_registrar');
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('POST /api/documents', () => {
  it('stores a PNG, a JPEG and a PDF by content and answers their keys', async () => {
    for (const [bytes, mimeType, extension] of [
      [tinyPng(), 'image/png', 'png'],
      [tinyJpeg(), 'image/jpeg', 'jpg'],
      [tinyPdf(), 'application/pdf', 'pdf'],
    ] as const) {
      const response = await upload(file(bytes, mimeType));
      expect(response.statusCode, response.body).toBe(200);
      const data = body<{ data: { key: string; mimeType: string; size: number } }>(response).data;
      expect(data).toMatchObject({ mimeType, size: bytes.length, sha256: expect.any(String) });
      expect(data.key).toMatch(new RegExp(`^[0-9a-f]{2}/[0-9a-f]{2}/[0-9a-f]{64}\\.${extension}$`));
    }
  });

  it('decides the type from the content: a PNG sent as a PDF is stored as a PNG', async () => {
    const response = await upload(file(tinyPng(), 'application/pdf'));
    expect(response.statusCode).toBe(200);
    expect(body<{ data: { key: string; mimeType: string } }>(response).data).toMatchObject({
      mimeType: 'image/png',
      key: expect.stringMatching(/\.png$/),
    });
  });

  it('refuses a text file that claims to be a PNG, and other types', async () => {
    for (const bytes of [Buffer.from('just some text'), Buffer.from('GIF89a......')]) {
      const response = await upload(file(bytes, 'image/png'));
      expect(response.statusCode).toBe(400);
      expect(body(response).message).toBe(DOCUMENT_MESSAGES.notAccepted);
    }
    const gif = await upload(file(tinyPng(), 'image/gif'));
    expect(gif.statusCode).toBe(400);
    expect(body(gif).message).toEqual([MESSAGES.fileType]);
  });

  it('answers 400, never 500, for data that is not base64', async () => {
    for (const data of ['%%%not base64%%%', 'a', '====', '\u00e9\u00e9\u00e9\u00e9']) {
      const response = await upload({ kind: 'face', mimeType: 'image/png', data });
      expect(response.statusCode, data).toBe(400);
    }
  });

  it('answers 413 for an image over 2 MB or a PDF over 5 MB', async () => {
    const bigImage = Buffer.concat([tinyPng(), Buffer.alloc(2 * 1024 * 1024)]);
    const image = await upload(file(bigImage, 'image/png'));
    expect(image.statusCode).toBe(413);
    expect(body(image).message).toBe(DOCUMENT_MESSAGES.imageTooLarge);
    // A 3 MB PDF is fine, a 5 MB + 1 byte one is not.
    const fine = await upload(
      file(Buffer.concat([tinyPdf(), Buffer.alloc(3 * 1024 * 1024)]), 'application/pdf'),
    );
    expect(fine.statusCode).toBe(200);
    const bigPdf = Buffer.concat([tinyPdf(), Buffer.alloc(5 * 1024 * 1024)]);
    const pdf = await upload(file(bigPdf, 'application/pdf'));
    expect(pdf.statusCode).toBe(413);
    // Far beyond the route's body limit.
    const huge = await upload(file(Buffer.alloc(9 * 1024 * 1024), 'application/pdf'));
    expect(huge.statusCode).toBe(413);
  });

  it('stores the same content once', async () => {
    const first = body<{ data: { key: string } }>(await upload(file(tinyPdf(), 'application/pdf')));
    const second = body<{ data: { key: string } }>(
      await upload(file(tinyPdf(), 'application/pdf')),
    );
    expect(second.data.key).toBe(first.data.key);
    const rows = await t.database.handle.db
      .select()
      .from(documents)
      .where(eq(documents.key, first.data.key));
    expect(rows).toHaveLength(1);
  });

  it('needs a session and a capture permission', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/documents',
      payload: file(tinyPng(), 'image/png'),
    });
    expect(anonymous.statusCode).toBe(401);
    const commissioner = await signIn(t.app, 'state_commissioner');
    expect((await upload(file(tinyPng(), 'image/png'), commissioner)).statusCode).toBe(403);
  });
});

describe('GET /api/documents/:key', () => {
  it('serves the file in scope and answers 404 outside it', async () => {
    const png = tinyPng();
    const key = body<{ data: { key: string } }>(await upload(file(png, 'image/png'))).data.key;
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/documents/${key}`,
      headers: bearer(registrar),
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    // Never kept on a shared centre PC (issue 27).
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(own.headers['content-disposition']).toMatch(/^inline/);
    expect(own.rawPayload.equals(png)).toBe(true);
    // URL-encoded slashes work too.
    const encoded = await t.app.inject({
      method: 'GET',
      url: `/api/documents/${encodeURIComponent(key)}`,
      headers: bearer(registrar),
    });
    expect(encoded.statusCode).toBe(200);

    const other = await t.app.inject({
      method: 'GET',
      url: `/api/documents/${key}`,
      headers: bearer(otherCentreRegistrar),
    });
    expect(other.statusCode).toBe(404);
    expect(body(other).message).toBe(DOCUMENT_MESSAGES.notFound);
    for (const bad of ['../../etc/passwd', 'aa/bb/x.png', `aa/bb/${'0'.repeat(64)}.png`]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/documents/${bad}`,
        headers: bearer(registrar),
      });
      expect(response.statusCode).toBe(404);
    }
  });

  it('lets the record modules check references within the submitter scope', async () => {
    const db = t.database.handle.db;
    const key = body<{ data: { key: string } }>(await upload(file(tinyJpeg(), 'image/jpeg'))).data
      .key;
    const country = { kind: 'country' as const, stateId: null, lgaId: null, centreId: null };
    const nowhere = { kind: 'centre' as const, stateId: null, lgaId: null, centreId: 999 };
    expect(await documentExists(db, key, country)).toBe(true);
    expect(await documentExists(db, key, nowhere)).toBe(false);
    expect(await documentExists(db, 'birth/x.png', country)).toBe(false);
    const uploaded = new Map([[key, 'image/jpeg']]);
    expect(() =>
      checkDocumentsUsable([key, { url: key, mimeType: 'image/jpeg' }], uploaded),
    ).not.toThrow();
    expect(() => checkDocumentsUsable([key], new Map())).toThrow(
      expect.objectContaining({ statusCode: 400, message: MESSAGES.storedFile }),
    );
    expect(() =>
      checkDocumentsUsable([{ url: key, mimeType: 'application/pdf' }], uploaded),
    ).toThrow(
      expect.objectContaining({ statusCode: 400, message: DOCUMENT_MESSAGES.typeMismatch }),
    );
    expect(() => checkReferencedKeys(['../../etc/passwd'])).toThrow(
      expect.objectContaining({ statusCode: 400, message: MESSAGES.storedFile }),
    );
  });
});
