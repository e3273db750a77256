import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  blobKeyFor,
  createFileBlobStore,
  sha256Of,
} from '../integrations/blob-store/blob-store.ts';
import { createDatabaseBlobStore } from '../integrations/blob-store/database-blob-store.ts';
import { openTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../test/helpers.ts';
import { EXIT_CANNOT_RUN, EXIT_DAMAGED, EXIT_MOVED, main } from './blobs-to-database.ts';

function captured() {
  const lines: string[] = [];
  return {
    lines,
    output: { out: (l: string) => lines.push(l), err: (l: string) => lines.push(l) },
  };
}

it('refuses to run on the embedded database, whose files stay on disk', async () => {
  const { lines, output } = captured();
  expect(await main({ DATA_DIR: '/nonexistent' }, output)).toBe(EXIT_CANNOT_RUN);
  expect(lines.join('\n')).toMatch(/DATABASE_URL is not set/);
});

describe.runIf(TEST_DATABASE_URL)('npm run blobs:to-database', () => {
  let database: TestDatabase;
  let dataDir: string;
  beforeAll(async () => {
    database = await openTestDatabase();
    dataDir = await mkdtemp(join(tmpdir(), 'vr-blobs-move-'));
  });
  afterAll(async () => {
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('moves every file, verifying its hash, and skips the moved ones when run again', async () => {
    const files = createFileBlobStore(join(dataDir, 'blobs'));
    const kept = await Promise.all(
      ['first scan', 'second scan', 'a signature'].map((text, i) =>
        files.put(Buffer.from(text.repeat(40_000)), i === 2 ? 'png' : 'pdf'),
      ),
    );
    // A file whose bytes no longer have the hash it is named by.
    const damagedKey = blobKeyFor(sha256Of(Buffer.from('original')), 'jpg');
    await mkdir(join(dataDir, 'blobs', damagedKey, '..'), { recursive: true });
    await writeFile(join(dataDir, 'blobs', damagedKey), 'changed on disk');
    const env = { DATABASE_URL: database.url, DATA_DIR: dataDir };

    const first = captured();
    expect(await main(env, first.output)).toBe(EXIT_DAMAGED);
    expect(first.lines).toContain('4/4: 3 moved (1.2 MB), 0 already in the database, 1 damaged');
    expect(first.lines.join('\n')).toContain(`damaged, not stored: ${damagedKey}`);

    const store = createDatabaseBlobStore(database.handle.blobDb);
    for (const blob of kept) {
      const opened = await store.open(blob.key);
      expect(sha256Of(await buffer(opened!.stream))).toBe(blob.sha256);
    }
    expect(await store.exists(damagedKey)).toBe(false);

    await rm(join(dataDir, 'blobs', damagedKey));
    const again = captured();
    expect(await main(env, again.output)).toBe(EXIT_MOVED);
    expect(again.lines).toContain('3/3: 0 moved (0.0 MB), 3 already in the database, 0 damaged');
  });
});
