import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface StoredBlob {
  /** `ab/cd/<sha256>.<ext>`: the first two pairs of hex digits spread the files over folders. */
  key: string;
  sha256: string;
  size: number;
  /** False when the same content was already stored (nothing was written). */
  created: boolean;
}

/** What a file is stored from: bytes already in memory, or a stream read as it is stored. */
export type BlobContent = Buffer | Readable;

/**
 * Where uploaded files live: on disk (DATA_DIR/blobs, the embedded database) or in PostgreSQL
 * (database-blob-store.ts, with DATABASE_URL: every API host reads them). ARCHITECTURE.md
 * "Documents".
 */
export interface BlobStore {
  /**
   * Stores the content under its SHA-256, once. With `expectedSha256`, content that does not
   * have that hash is refused (BlobHashMismatch) and nothing is stored.
   */
  put(content: BlobContent, extension: string, expectedSha256?: string): Promise<StoredBlob>;
  /** The file's bytes as a stream, or null when the key holds nothing. */
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  exists(key: string): Promise<boolean>;
}

/** The content did not have the hash it was stored under (a damaged file); nothing was kept. */
export class BlobHashMismatch extends Error {
  constructor(
    readonly expected: string,
    readonly actual: string,
  ) {
    super(`The content's SHA-256 is ${actual}, not ${expected}.`);
  }
}

/** Keys this store makes (and the only ones it opens): no way out of the folder. */
export const BLOB_KEY_PATTERN = /^[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{64}\.[a-z0-9]{1,5}$/;

export function blobKeyFor(sha256: string, extension: string): string {
  return `${sha256.slice(0, 2)}/${sha256.slice(2, 4)}/${sha256}.${extension}`;
}

/** The hash and extension a key names; null for anything this store would not have made. */
export function parseBlobKey(key: string): { sha256: string; extension: string } | null {
  if (!BLOB_KEY_PATTERN.test(key)) return null;
  const sha256 = key.slice(6, 70);
  const extension = key.slice(71);
  return blobKeyFor(sha256, extension) === key ? { sha256, extension } : null;
}

export function sha256Of(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * Content-addressed files under `root` (DATA_DIR/blobs). A write goes to a temporary file in
 * the target folder and is renamed into place, so a reader never sees half a file and two
 * processes writing the same content both end with the same complete file.
 */
export function createFileBlobStore(root: string): BlobStore {
  const pathOf = (key: string) => {
    if (!BLOB_KEY_PATTERN.test(key)) throw new Error('Not a blob key');
    return join(root, key);
  };
  const exists = async (key: string) => {
    try {
      await access(pathOf(key));
      return true;
    } catch {
      return false;
    }
  };

  return {
    exists,

    async put(content, extension, expectedSha256) {
      if (Buffer.isBuffer(content)) {
        const sha256 = sha256Of(content);
        if (expectedSha256 && expectedSha256 !== sha256) {
          throw new BlobHashMismatch(expectedSha256, sha256);
        }
        const key = blobKeyFor(sha256, extension);
        if (await exists(key)) return { key, sha256, size: content.length, created: false };
      }
      // Written to a temporary file in the blobs folder (its hash is known only at the end of
      // a stream), then renamed to its key.
      await mkdir(root, { recursive: true });
      const temporary = join(root, `.upload-${randomBytes(6).toString('hex')}.tmp`);
      try {
        const hash = createHash('sha256');
        let size = 0;
        const source = Buffer.isBuffer(content) ? Readable.from([content]) : content;
        await pipeline(
          source,
          async function* (chunks: AsyncIterable<Buffer>) {
            for await (const chunk of chunks) {
              hash.update(chunk);
              size += chunk.length;
              yield chunk;
            }
          },
          createWriteStream(temporary, { flags: 'wx', flush: true }),
        );
        const sha256 = hash.digest('hex');
        if (expectedSha256 && expectedSha256 !== sha256) {
          throw new BlobHashMismatch(expectedSha256, sha256);
        }
        const key = blobKeyFor(sha256, extension);
        if (await exists(key)) return { key, sha256, size, created: false };
        await mkdir(dirname(pathOf(key)), { recursive: true });
        await rename(temporary, pathOf(key));
        return { key, sha256, size, created: true };
      } finally {
        await rm(temporary, { force: true });
      }
    },

    async open(key) {
      if (!BLOB_KEY_PATTERN.test(key)) return null;
      try {
        const info = await stat(pathOf(key));
        return { stream: createReadStream(pathOf(key)), size: info.size };
      } catch {
        return null;
      }
    },
  };
}
