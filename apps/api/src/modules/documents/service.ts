import {
  MESSAGES,
  UPLOAD_MAX_IMAGE_BYTES,
  UPLOAD_MAX_PDF_BYTES,
  type StoredDocument,
} from '@vitalreg/domain';
import type { FastifyInstance } from 'fastify';
import { join } from 'node:path';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError, invalid } from '../../errors.ts';
import {
  BLOB_KEY_PATTERN,
  createFileBlobStore,
  type BlobStore,
} from '../../integrations/blob-store/blob-store.ts';
import { createDatabaseBlobStore } from '../../integrations/blob-store/database-blob-store.ts';
import type { AuthSession } from '../auth/service.ts';
import type { UserScope } from '../auth/scope.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { detectUploadType } from './content-type.ts';
import { documentInScope, insertDocument } from './repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded files: in PostgreSQL with DATABASE_URL, else in DATA_DIR/blobs. */
    blobStore: BlobStore;
  }
}

export const DOCUMENT_MESSAGES = {
  notAccepted: 'Only JPEG, PNG or PDF files are accepted.',
  notBase64: 'The file could not be read. Choose it again.',
  imageTooLarge: 'The image is too large: images may be at most 2 MB.',
  pdfTooLarge: 'The PDF is too large: PDF files may be at most 5 MB.',
  notFound: 'Document not found.',
  typeMismatch: 'The file type does not match the uploaded file. Upload it again.',
} as const;

/** The upload route's body limit: a 5 MB PDF in base64 (4/3) plus the JSON around it. */
export const DOCUMENT_BODY_LIMIT_BYTES = Math.ceil((UPLOAD_MAX_PDF_BYTES * 4) / 3) + 64 * 1024;

/** Decodes standard or URL-safe base64 (a data: URL prefix allowed); null when it is not. */
export function decodeBase64(data: string): Buffer | null {
  const text = data.replace(/^data:[\w.+/-]*;base64,/, '').replace(/\s+/g, '');
  if (text.length === 0 || text.length % 4 === 1) return null;
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(text)) return null;
  return Buffer.from(text, 'base64');
}

export interface UploadRequest {
  kind: string;
  documentType: string | null;
  fileName: string | null;
  data: string;
}

export interface UploadContext {
  ip: string;
  requestId: string;
}

/** Checks the content, stores it by hash and records who uploaded it where. */
export async function uploadDocument(
  app: FastifyInstance,
  session: AuthSession,
  upload: UploadRequest,
  context: UploadContext,
): Promise<StoredDocument> {
  // Refuse the obviously oversized before decoding anything.
  if (upload.data.length > DOCUMENT_BODY_LIMIT_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', DOCUMENT_MESSAGES.pdfTooLarge);
  }
  const bytes = decodeBase64(upload.data);
  if (!bytes || bytes.length === 0) throw invalid(DOCUMENT_MESSAGES.notBase64, 'data');
  const type = detectUploadType(bytes);
  if (!type) throw invalid(DOCUMENT_MESSAGES.notAccepted, 'data');
  if (type.mimeType === 'application/pdf' && bytes.length > UPLOAD_MAX_PDF_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', DOCUMENT_MESSAGES.pdfTooLarge);
  }
  if (type.mimeType !== 'application/pdf' && bytes.length > UPLOAD_MAX_IMAGE_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', DOCUMENT_MESSAGES.imageTooLarge);
  }

  const blob = await app.blobStore.put(bytes, type.extension);
  const { scope, user } = session;
  await insertDocument(app.db, {
    key: blob.key,
    sha256: blob.sha256,
    mimeType: type.mimeType,
    sizeBytes: blob.size,
    kind: upload.kind,
    documentType: upload.documentType,
    fileName: upload.fileName,
    uploadedBy: user.User_ID,
    stateId: scope.stateId,
    lgaId: scope.lgaId,
    centreId: scope.centreId,
  });
  await recordAudit(app.db, {
    action: 'document.upload',
    actorUserId: user.User_ID,
    actorUserName: user.UserName,
    entityType: 'document',
    entityId: blob.key,
    ip: context.ip,
    requestId: context.requestId,
    details: {
      kind: upload.kind,
      mimeType: type.mimeType,
      size: blob.size,
      alreadyStored: !blob.created,
    },
  });
  return { key: blob.key, mimeType: type.mimeType, size: blob.size, sha256: blob.sha256 };
}

/** Was the file uploaded by someone within this scope? */
export async function documentExists(
  db: Database,
  key: string,
  scope: UserScope,
): Promise<boolean> {
  return BLOB_KEY_PATTERN.test(key) && (await documentInScope(db, key, scope)) !== null;
}

export type DocumentReference = string | { url: string; mimeType?: string | null | undefined };

/** The stored-file keys of the references. */
export function referencedKeys(references: readonly DocumentReference[]): string[] {
  return references.map((reference) => (typeof reference === 'string' ? reference : reference.url));
}

/** 400 unless every key has the form of a stored file's key (before any look-up). */
export function checkReferencedKeys(keys: readonly string[]): void {
  if (keys.some((key) => !BLOB_KEY_PATTERN.test(key))) {
    throw invalid(MESSAGES.storedFile);
  }
}

/**
 * For the record modules: 400 (with the form's own message) unless each reference is among
 * `found` (the stored type of each key uploaded within the submitter's scope) and, when it
 * carries a type, of that type.
 */
export function checkDocumentsUsable(
  references: readonly DocumentReference[],
  found: ReadonlyMap<string, string>,
): void {
  for (const reference of references) {
    const { url, mimeType } =
      typeof reference === 'string' ? { url: reference, mimeType: undefined } : reference;
    const stored = found.get(url);
    if (!stored) throw invalid(MESSAGES.storedFile);
    if (mimeType && mimeType !== stored) {
      throw invalid(DOCUMENT_MESSAGES.typeMismatch);
    }
  }
}

/**
 * Decorates the app with the blob store (docs/documents.md): on PostgreSQL the database, which
 * every API host and every backup reach (files not yet moved there by `npm run
 * blobs:to-database` are still read from DATA_DIR/blobs); on the embedded database, DATA_DIR/blobs.
 */
export function registerBlobStore(app: FastifyInstance, config: AppConfig): void {
  const files = createFileBlobStore(join(config.dataDir, 'blobs'));
  app.decorate(
    'blobStore',
    app.database.kind === 'postgresql'
      ? createDatabaseBlobStore(app.database.blobDb, { formerFiles: files })
      : files,
  );
}
