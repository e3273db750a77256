import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { runMigrations } from '../../db/migrate.ts';
import { openTestDatabase, type TestDatabase } from '../../test/helpers.ts';
import {
  BLOB_KEY_PATTERN,
  BlobHashMismatch,
  blobKeyFor,
  createFileBlobStore,
  sha256Of,
  type BlobStore,
} from './blob-store.ts';
import { BLOB_CHUNK_BYTES, createDatabaseBlobStore } from './database-blob-store.ts';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'vr-blobs-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('filesystem blob store', () => {
  it('stores by content hash, once, and reads it back', async () => {
    const store = createFileBlobStore(root);
    const first = await store.put(Buffer.from('hello'), 'pdf');
    expect(first).toMatchObject({
      sha256: '2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824',
      size: 5,
      created: true,
    });
    expect(first.key).toBe(`2c/f2/${first.sha256}.pdf`);
    expect(first.key).toMatch(BLOB_KEY_PATTERN);
    expect(await readFile(join(root, first.key), 'utf8')).toBe('hello');
    const again = await store.put(Buffer.from('hello'), 'pdf');
    expect(again).toEqual({ ...first, created: false });
    // No temporary files are left behind.
    expect(await readdir(join(root, '2c/f2'))).toEqual([`${first.sha256}.pdf`]);
    const opened = await store.open(first.key);
    expect(opened?.size).toBe(5);
    expect(await text(opened!.stream)).toBe('hello');
  });

  it('opens nothing outside its own keys', async () => {
    const store = createFileBlobStore(root);
    expect(await store.open('../etc/passwd')).toBeNull();
    expect(await store.open(`aa/bb/${'a'.repeat(64)}.png`)).toBeNull();
    expect(await store.exists(`aa/bb/${'a'.repeat(64)}.png`)).toBe(false);
  });

  it('two writers of the same content end with one complete file', async () => {
    const store = createFileBlobStore(root);
    const bytes = Buffer.alloc(256 * 1024, 7);
    const results = await Promise.all([store.put(bytes, 'png'), store.put(bytes, 'png')]);
    expect(results[0].key).toBe(results[1].key);
    expect((await readFile(join(root, results[0].key))).equals(bytes)).toBe(true);
  });

  it('stores a stream, checking its hash, and leaves no temporary file', async () => {
    const store = createFileBlobStore(root);
    const bytes = randomBytes(300_000);
    const stored = await store.put(
      Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]),
      'png',
    );
    expect(stored).toMatchObject({ sha256: sha256Of(bytes), size: bytes.length, created: true });
    expect((await readFile(join(root, stored.key))).equals(bytes)).toBe(true);
    await expect(
      store.put(Readable.from([randomBytes(10)]), 'png', stored.sha256),
    ).rejects.toBeInstanceOf(BlobHashMismatch);
    expect((await readdir(root)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });
});

describe('database blob store (PostgreSQL with TEST_DATABASE_URL, else PGlite)', () => {
  let database: TestDatabase;
  let store: BlobStore;
  beforeAll(async () => {
    database = await openTestDatabase();
    await database.handle.withStartupLock((connection) => runMigrations(connection));
    store = createDatabaseBlobStore(database.handle.blobDb);
  });
  afterAll(() => database?.drop());

  const chunkRows = async (sha256: string) =>
    rowsOf<{ n: number; size: number }>(
      await database.handle.db.execute(sql`select c.n, length(c.data) as size
        from blob_chunks c join blobs b on b.id = c.blob_id
        where b.sha256 = ${sha256} order by c.n`),
    );

  it('stores by hash in 256 KB rows, once, and streams it back', async () => {
    const bytes = randomBytes(BLOB_CHUNK_BYTES * 2 + 1000);
    const first = await store.put(bytes, 'pdf');
    expect(first).toMatchObject({ size: bytes.length, created: true });
    expect(first.key).toBe(blobKeyFor(first.sha256, 'pdf'));
    expect(await chunkRows(first.sha256)).toEqual([
      { n: 0, size: BLOB_CHUNK_BYTES },
      { n: 1, size: BLOB_CHUNK_BYTES },
      { n: 2, size: 1000 },
    ]);
    expect(await store.put(bytes, 'pdf')).toEqual({ ...first, created: false });
    const opened = await store.open(first.key);
    expect(opened?.size).toBe(bytes.length);
    expect((await buffer(opened!.stream)).equals(bytes)).toBe(true);
    expect(await store.exists(first.key)).toBe(true);
  });

  it('stores a stream as it arrives, in the same rows as the same bytes in memory', async () => {
    const bytes = randomBytes(BLOB_CHUNK_BYTES + 77);
    // Pieces of 100 KB, as a file is read: the store cuts its own rows.
    const pieces = Array.from({ length: Math.ceil(bytes.length / 100_000) }, (_, i) =>
      bytes.subarray(i * 100_000, (i + 1) * 100_000),
    );
    const streamed = await store.put(Readable.from(pieces), 'png');
    expect(streamed).toMatchObject({ sha256: sha256Of(bytes), size: bytes.length, created: true });
    expect((await chunkRows(streamed.sha256)).map((row) => row.size)).toEqual([
      BLOB_CHUNK_BYTES,
      77,
    ]);
    expect(await store.put(Readable.from(pieces), 'png')).toEqual({ ...streamed, created: false });
  });

  it('keeps nothing of content that does not have the hash it is stored under', async () => {
    const bytes = randomBytes(1000);
    const wrong = 'f'.repeat(64);
    await expect(store.put(Readable.from([bytes]), 'pdf', wrong)).rejects.toBeInstanceOf(
      BlobHashMismatch,
    );
    await expect(store.put(bytes, 'pdf', wrong)).rejects.toBeInstanceOf(BlobHashMismatch);
    expect(await store.exists(blobKeyFor(sha256Of(bytes), 'pdf'))).toBe(false);
    const [orphans] = rowsOf<{ n: number }>(
      await database.handle.db.execute(sql`select count(*)::int as n from blob_chunks c
        where not exists (select 1 from blobs b where b.id = c.blob_id)`),
    );
    expect(orphans?.n).toBe(0);
  });

  it('two writers of the same content at once end with one copy', async () => {
    const bytes = randomBytes(BLOB_CHUNK_BYTES + 5);
    const results = await Promise.all([
      store.put(Readable.from([bytes]), 'jpg'),
      store.put(Readable.from([bytes]), 'jpg'),
    ]);
    expect(results.map((result) => result.created).sort()).toEqual([false, true]);
    expect(await chunkRows(results[0].sha256)).toHaveLength(2);
  });

  it('opens nothing but its own keys, and files not yet moved from the folder', async () => {
    expect(await store.open('../etc/passwd')).toBeNull();
    expect(await store.open(`aa/bb/${'a'.repeat(64)}.png`)).toBeNull();
    const files = createFileBlobStore(root);
    const onDisk = await files.put(Buffer.from('moved later'), 'pdf');
    expect(await store.open(onDisk.key)).toBeNull();
    const withFormer = createDatabaseBlobStore(database.handle.blobDb, { formerFiles: files });
    expect(await text((await withFormer.open(onDisk.key))!.stream)).toBe('moved later');
    expect(await withFormer.exists(onDisk.key)).toBe(true);
  });
});
