import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import {
  BlobHashMismatch,
  blobKeyFor,
  parseBlobKey,
  sha256Of,
  type BlobContent,
  type BlobStore,
} from './blob-store.ts';

/** Bytes per row of blob_chunks (migration 0056): a 1 MB scan is four rows. */
export const BLOB_CHUNK_BYTES = 256 * 1024;

/** The content in pieces of exactly `size` bytes (the last one shorter), without copying more. */
export async function* inChunks(content: BlobContent, size: number): AsyncGenerator<Buffer> {
  if (Buffer.isBuffer(content)) {
    for (let start = 0; start < content.length; start += size) {
      yield content.subarray(start, start + size);
    }
    return;
  }
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const piece of content as AsyncIterable<Buffer | string>) {
    let bytes = Buffer.isBuffer(piece) ? piece : Buffer.from(piece);
    while (pendingBytes + bytes.length >= size) {
      const take = size - pendingBytes;
      yield Buffer.concat([...pending, bytes.subarray(0, take)]);
      bytes = bytes.subarray(take);
      pending = [];
      pendingBytes = 0;
    }
    if (bytes.length > 0) {
      pending.push(bytes);
      pendingBytes += bytes.length;
    }
  }
  if (pendingBytes > 0) yield Buffer.concat(pending);
}

/** Rolls the transaction back: the same content was stored meanwhile. */
class AlreadyStored extends Error {}

/** PGlite answers bytea as a Uint8Array, postgres-js as a Buffer: a Buffer either way. */
const asBuffer = (data: Uint8Array) =>
  Buffer.isBuffer(data) ? data : Buffer.from(data.buffer, data.byteOffset, data.byteLength);

export interface DatabaseBlobStoreOptions {
  /**
   * The store files were kept in before (DATA_DIR/blobs): opened when the database lacks a
   * key, until `npm run blobs:to-database` has moved them (docs/documents.md).
   */
  formerFiles?: BlobStore | undefined;
}

/**
 * Files in PostgreSQL (migration 0056): `blobs` names each by its SHA-256, `blob_chunks` holds
 * its bytes in rows of BLOB_CHUNK_BYTES. A file is written by one transaction, a row at a time,
 * and read a row at a time as the client takes it, so neither holds more than a chunk or two of
 * it in memory beyond what the caller passed in. `db` must be a pool of its own (the handle's
 * blobDb): a certificate's PDF is stored while its print transaction holds a primary
 * connection.
 */
export function createDatabaseBlobStore(
  db: Database,
  options: DatabaseBlobStoreOptions = {},
): BlobStore {
  const { formerFiles } = options;

  const find = async (sha256: string) => {
    const [row] = rowsOf<{ id: string | number; size: string | number; chunks: number }>(
      await db.execute(
        sql`select id, size_bytes as size, chunks from blobs where sha256 = ${sha256}`,
      ),
    );
    return row ? { id: Number(row.id), size: Number(row.size), chunks: row.chunks } : null;
  };

  const exists = async (key: string) => {
    const parsed = parseBlobKey(key);
    if (!parsed) return false;
    return (await find(parsed.sha256)) !== null || (await formerFiles?.exists(key)) === true;
  };

  return {
    exists,

    async put(content, extension, expectedSha256) {
      // Bytes in memory: their hash is known before anything is written, so a file already
      // stored costs one look-up.
      if (Buffer.isBuffer(content)) {
        const sha256 = sha256Of(content);
        if (expectedSha256 && expectedSha256 !== sha256) {
          throw new BlobHashMismatch(expectedSha256, sha256);
        }
        if (await find(sha256)) {
          return {
            key: blobKeyFor(sha256, extension),
            sha256,
            size: content.length,
            created: false,
          };
        }
      }
      const hash = createHash('sha256');
      let size = 0;
      let sha256 = '';
      try {
        return await db.transaction(async (tx) => {
          const [{ id }] = rowsOf<{ id: string | number }>(
            await tx.execute(sql`select nextval('blobs_id_seq') as id`),
          ) as [{ id: string | number }];
          let n = 0;
          for await (const chunk of inChunks(content, BLOB_CHUNK_BYTES)) {
            hash.update(chunk);
            size += chunk.length;
            await tx.execute(
              sql`insert into blob_chunks (blob_id, n, data) values (${id}, ${n}, ${chunk})`,
            );
            n += 1;
          }
          sha256 = hash.digest('hex');
          if (expectedSha256 && expectedSha256 !== sha256) {
            throw new BlobHashMismatch(expectedSha256, sha256);
          }
          // Two writers of the same content: the second waits here for the first's commit,
          // then keeps nothing of its own.
          const kept = rowsOf(
            await tx.execute(sql`insert into blobs (id, sha256, size_bytes, chunks)
              values (${id}, ${sha256}, ${size}, ${n})
              on conflict (sha256) do nothing returning id`),
          );
          if (kept.length === 0) throw new AlreadyStored();
          return { key: blobKeyFor(sha256, extension), sha256, size, created: true };
        });
      } catch (error) {
        if (!(error instanceof AlreadyStored)) throw error;
        return { key: blobKeyFor(sha256, extension), sha256, size, created: false };
      }
    },

    async open(key) {
      const parsed = parseBlobKey(key);
      if (!parsed) return null;
      const blob = await find(parsed.sha256);
      if (!blob) return (await formerFiles?.open(key)) ?? null;
      async function* chunks() {
        for (let n = 0; n < blob!.chunks; n++) {
          const [row] = rowsOf<{ data: Uint8Array }>(
            await db.execute(
              sql`select data from blob_chunks where blob_id = ${blob!.id} and n = ${n}`,
            ),
          );
          if (!row) throw new Error(`Blob ${parsed!.sha256} is missing its chunk ${n}`);
          yield asBuffer(row.data);
        }
      }
      // Bytes, not objects: the stream reads the next chunk only when the last one is taken.
      const stream = Readable.from(chunks(), { objectMode: false, highWaterMark: 1 });
      return { stream, size: blob.size };
    },
  };
}
