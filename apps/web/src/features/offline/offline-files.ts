import {
  base64PreviewSrc,
  previewOf,
  rememberPreview,
  uploadDocument,
  type DocumentUploadRequest,
  type StoredDocument,
} from '@/components/form/files';
import {
  currentKeyring,
  OfflineCaptureUnavailableError,
  type OwnerKeyring,
} from './data-key-store';
import { offlineDatabase, type LocalFileRow } from './offline-database';
import { seal, unseal } from './web-crypto';

/**
 * A file captured offline is referred to in the draft as `local/<uuid>`: a reference the form's
 * stored-file schema accepts (so the wizard validates as online) and the server's blob-key
 * pattern refuses (so one that slipped through unsent is refused, never stored as a record).
 */
export const LOCAL_FILE_PREFIX = 'local/';

/** Files captured for a wizard that was never saved are dropped after this. */
export const ORPHAN_FILE_DAYS = 7;

export class LocalFileMissingError extends Error {
  constructor() {
    super('An attached file is no longer on this device. Open the record and attach it again.');
    this.name = 'LocalFileMissingError';
  }
}

export function isLocalFileRef(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(LOCAL_FILE_PREFIX);
}

export function fileBinding(fileId: string, ownerId: number): string {
  return `local-file:${fileId}:${ownerId}`;
}

function decodedSize(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

/**
 * Keeps a prepared file (already checked and compressed) on the device, sealed under the user's
 * data key, instead of uploading it. Answers like the upload does, with a local reference.
 */
export async function keepFileOffline(
  request: DocumentUploadRequest,
  keyring?: OwnerKeyring,
  now: Date = new Date(),
): Promise<StoredDocument> {
  const owner = keyring ?? (await currentKeyring());
  if (!owner) {
    throw new OfflineCaptureUnavailableError();
  }
  const fileId = `${LOCAL_FILE_PREFIX}${crypto.randomUUID()}`;
  await offlineDatabase().files.add({
    fileId,
    ownerId: owner.userId,
    keyId: owner.keyId,
    clientId: null,
    createdAt: now.toISOString(),
    sealed: await seal(request, owner.dataKey, fileBinding(fileId, owner.userId)),
  });
  return { key: fileId, mimeType: request.mimeType, size: decodedSize(request.data), sha256: '' };
}

/** A local file's upload request, for its owner only. */
export async function readLocalFile(
  fileId: string,
  keyring: OwnerKeyring,
): Promise<DocumentUploadRequest> {
  const row = await offlineDatabase().files.get(fileId);
  if (!row || row.ownerId !== keyring.userId || row.keyId !== keyring.keyId) {
    throw new LocalFileMissingError();
  }
  return unseal<DocumentUploadRequest>(
    row.sealed,
    keyring.dataKey,
    fileBinding(fileId, row.ownerId),
  );
}

/** Every local file reference anywhere in a value (the draft), each once. */
export function localFileRefs(value: unknown): string[] {
  const found = new Set<string>();
  const walk = (item: unknown) => {
    if (isLocalFileRef(item)) found.add(item);
    else if (Array.isArray(item)) item.forEach(walk);
    else if (item && typeof item === 'object') Object.values(item).forEach(walk);
  };
  walk(value);
  return [...found];
}

/** The value with each local reference replaced by its stored key. */
export function withFileRefsReplaced<T>(value: T, stored: ReadonlyMap<string, string>): T {
  const replace = (item: unknown): unknown => {
    if (isLocalFileRef(item)) return stored.get(item) ?? item;
    if (Array.isArray(item)) return item.map(replace);
    if (item && typeof item === 'object') {
      return Object.fromEntries(Object.entries(item).map(([key, inner]) => [key, replace(inner)]));
    }
    return item;
  };
  return replace(value) as T;
}

/**
 * Marks the files a queued record refers to as its own (call inside a transaction over
 * `files`). Read and written whole, not with Dexie's modify (see changeQueuedRow).
 */
export async function linkLocalFiles(
  refs: readonly string[],
  clientId: string,
  ownerId: number,
): Promise<void> {
  if (refs.length === 0) return;
  const { files } = offlineDatabase();
  const rows = await files.bulkGet([...refs]);
  const own = rows.filter(
    (row): row is LocalFileRow => row !== undefined && row.ownerId === ownerId,
  );
  await files.bulkPut(own.map((row) => ({ ...row, clientId })));
}

/** Deletes the files of a queued record (synced or deleted); inside a transaction over `files`. */
export async function deleteLocalFilesOf(clientId: string): Promise<void> {
  await offlineDatabase().files.where('clientId').equals(clientId).delete();
}

/** Drops files of a draft that was sent online after all (not those of a queued record). */
export async function deleteUnqueuedLocalFiles(refs: readonly string[]): Promise<void> {
  const { files } = offlineDatabase();
  await offlineDatabase().transaction('rw', files, async () => {
    const rows = await files.bulkGet([...refs]);
    const unqueued = rows.filter((row) => row !== undefined && row.clientId === null);
    await files.bulkDelete(unqueued.map((row) => row!.fileId));
  });
}

/** Files of wizards that were never saved, older than ORPHAN_FILE_DAYS. */
export async function pruneOrphanFiles(now: number): Promise<number> {
  const oldest = new Date(now - ORPHAN_FILE_DAYS * 24 * 60 * 60 * 1000).toISOString();
  return offlineDatabase()
    .files.where('createdAt')
    .below(oldest)
    .filter((row) => row.clientId === null)
    .delete();
}

/** Uploads one file; answers its stored key (POST /api/documents by default). */
export type UploadFile = (request: DocumentUploadRequest) => Promise<StoredDocument>;

/**
 * Uploads the local files a draft refers to, one after the other, and answers the draft with
 * the server's keys in their place. Uploading the same bytes again answers the same key (the
 * store is content-addressed), so a retry after a lost answer is safe.
 */
export async function uploadLocalFiles<T>(
  value: T,
  keyring: OwnerKeyring,
  upload: UploadFile,
): Promise<T> {
  const refs = localFileRefs(value);
  if (refs.length === 0) return value;
  const stored = new Map<string, string>();
  for (const ref of refs) {
    const request = await readLocalFile(ref, keyring);
    stored.set(ref, (await upload(request)).key);
  }
  return withFileRefsReplaced(value, stored);
}

/**
 * Puts the previews of a reopened record's local images back in the session, so the wizard
 * shows them as it did at capture. Missing files are left to the sync's message.
 */
export async function restoreLocalPreviews(value: unknown, keyring?: OwnerKeyring): Promise<void> {
  const owner = keyring ?? (await currentKeyring());
  if (!owner) return;
  for (const ref of localFileRefs(value)) {
    if (previewOf(ref)) continue;
    try {
      const file = await readLocalFile(ref, owner);
      if (file.mimeType !== 'application/pdf') {
        rememberPreview(ref, base64PreviewSrc(file.data, file.mimeType));
      }
    } catch {
      // Not on this device: the record is flagged when sent, and the registrar attaches it again.
    }
  }
}

/** The draft with its local files uploaded now (an online submit of a draft begun offline). */
export async function uploadLocalFilesNow<T>(
  value: T,
  upload: UploadFile = uploadDocument,
): Promise<T> {
  const owner = await currentKeyring();
  if (!owner) throw new LocalFileMissingError();
  return uploadLocalFiles(value, owner, upload);
}
