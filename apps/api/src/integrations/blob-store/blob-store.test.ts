import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOB_KEY_PATTERN, createFileBlobStore } from './blob-store.ts';

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
});
