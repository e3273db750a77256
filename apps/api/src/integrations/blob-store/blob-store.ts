import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { access, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';

export interface StoredBlob {
  /** `ab/cd/<sha256>.<ext>`: the first two pairs of hex digits spread the files over folders. */
  key: string;
  sha256: string;
  size: number;
  /** False when the same content was already stored (nothing was written). */
  created: boolean;
}

/** Where uploaded files live. The filesystem store is the default; S3 would be another. */
export interface BlobStore {
  put(bytes: Buffer, extension: string): Promise<StoredBlob>;
  /** The file's bytes as a stream, or null when the key holds nothing. */
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  exists(key: string): Promise<boolean>;
}

/** Keys this store makes (and the only ones it opens): no way out of the folder. */
export const BLOB_KEY_PATTERN = /^[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{64}\.[a-z0-9]{1,5}$/;

export function blobKeyFor(sha256: string, extension: string): string {
  return `${sha256.slice(0, 2)}/${sha256.slice(2, 4)}/${sha256}.${extension}`;
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

    async put(bytes, extension) {
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      const key = blobKeyFor(sha256, extension);
      const path = pathOf(key);
      if (await exists(key)) return { key, sha256, size: bytes.length, created: false };
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temporary, bytes, { flag: 'wx', flush: true });
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      return { key, sha256, size: bytes.length, created: true };
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
