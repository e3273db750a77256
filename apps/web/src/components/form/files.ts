import {
  IMAGE_COMPRESSION,
  IMAGE_MAX_DIMENSION_PX,
  IMAGE_MAX_SIZE_MB,
  MESSAGES,
  UPLOAD_MIME_TYPES,
  type UploadMimeType,
} from '@vitalreg/domain';
import { api } from '@/lib/api-client';
import { readJson, writeJson } from '@/lib/storage';

/** Spec section 5 messages. */
export const FILE_MESSAGES = {
  compression: 'Error: Compressing/Converting File',
  notBlob: 'The file given is not an instance of Blob or File',
  notImage: 'The file given is not an image',
  fileType: MESSAGES.fileType,
} as const;

/** What the file inputs offer: jpeg, jpg, png, pdf. */
export const UPLOAD_ACCEPT = 'image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf';
export const IMAGE_ACCEPT = 'image/jpeg,image/png,.jpg,.jpeg,.png';

const EXTENSION_TYPES: Record<string, UploadMimeType> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

/**
 * The upload type of a file, or undefined when it is not jpeg/jpg/png/pdf. Both the claimed type
 * and the extension must agree with the list (the server checks the content).
 */
export function uploadMimeTypeOf(file: File): UploadMimeType | undefined {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const byExtension = EXTENSION_TYPES[extension];
  const claimed = (UPLOAD_MIME_TYPES as readonly string[]).includes(file.type)
    ? (file.type as UploadMimeType)
    : undefined;
  if (claimed && byExtension && claimed !== byExtension) return undefined;
  if (claimed) return claimed;
  // No type given by the browser: go by the extension.
  return file.type === '' ? byExtension : undefined;
}

/**
 * Compresses an image to at most 2 MB and 800 px (browser-image-compression, up to 10
 * iterations). The compressor is loaded on first use.
 */
export async function compressImage(file: Blob): Promise<File> {
  if (!(file instanceof Blob)) throw new Error(FILE_MESSAGES.notBlob);
  if (!file.type.startsWith('image')) throw new Error(FILE_MESSAGES.notImage);
  const { default: imageCompression } = await import('browser-image-compression');
  const input =
    file instanceof File ? file : new File([file], 'image', { type: file.type || 'image/png' });
  return imageCompression(input, {
    maxSizeMB: IMAGE_MAX_SIZE_MB,
    maxWidthOrHeight: IMAGE_MAX_DIMENSION_PX,
    maxIteration: IMAGE_COMPRESSION.maxIteration,
    // The CSP (worker-src 'self') refuses the library's blob: worker; images are small enough.
    useWebWorker: false,
    fileType: file.type,
  });
}

/** The file as base64, without the `data:...;base64,` prefix. */
export function readAsBase64(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const result = String(reader.result ?? '');
      resolve(result.slice(result.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error(FILE_MESSAGES.compression));
    reader.readAsDataURL(blob);
  });
}

/** A data URL for base64 image data: png unless the data looks like jpeg (spec section 5). */
export function base64PreviewSrc(base64: string, mimeType?: string): string {
  if (base64.startsWith('data:')) return base64;
  const type = mimeType ?? (base64.startsWith('/9j/') ? 'image/jpeg' : 'image/png');
  return `data:${type};base64,${base64}`;
}

/** POST /api/documents body. */
export interface DocumentUploadRequest {
  kind: string;
  documentType?: string | null;
  fileName?: string | null;
  mimeType: UploadMimeType;
  /** Base64 without the data: prefix. */
  data: string;
}

export interface StoredDocument {
  /** The stored-file reference the record keeps as the file's `url`. */
  key: string;
  mimeType: UploadMimeType;
  size: number;
  sha256: string;
}

export function uploadDocument(body: DocumentUploadRequest): Promise<StoredDocument> {
  return api.post<StoredDocument>('/documents', body);
}

export interface PreparedFile {
  mimeType: UploadMimeType;
  /** Base64 without prefix. */
  data: string;
}

/**
 * Checks the type, compresses images and converts to base64. Throws an Error with the message to
 * show: the file-type message, or "Error: Compressing/Converting File".
 */
export async function prepareFile(file: File, imagesOnly = false): Promise<PreparedFile> {
  const mimeType = uploadMimeTypeOf(file);
  if (!mimeType || (imagesOnly && mimeType === 'application/pdf')) {
    throw new Error(imagesOnly ? 'Upload a JPEG or PNG image.' : FILE_MESSAGES.fileType);
  }
  try {
    if (mimeType === 'application/pdf') return { mimeType, data: await readAsBase64(file) };
    const typed = file.type ? file : new File([file], file.name, { type: mimeType });
    const compressed = await compressImage(typed);
    return { mimeType, data: await readAsBase64(compressed) };
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (message === FILE_MESSAGES.notBlob || message === FILE_MESSAGES.notImage) throw error;
    throw new Error(FILE_MESSAGES.compression, { cause: error });
  }
}

/*
 * Previews of uploaded images, by stored key, kept for the session so the preview step and a
 * reload still show them (small images only: the draft must never run out of room).
 */
const PREVIEW_PREFIX = 'upload_preview:';
const PREVIEW_MAX_CHARS = 400_000;

export function rememberPreview(key: string, src: string): void {
  if (src.length <= PREVIEW_MAX_CHARS) {
    writeJson('session', PREVIEW_PREFIX + key, src);
    return;
  }
  // A large image is kept as a small JPEG thumbnail.
  void thumbnailOf(src).then((thumbnail) => {
    if (thumbnail && thumbnail.length <= PREVIEW_MAX_CHARS) {
      writeJson('session', PREVIEW_PREFIX + key, thumbnail);
    }
  });
}

const THUMBNAIL_PX = 240;

function thumbnailOf(src: string): Promise<string | undefined> {
  return new Promise((resolve) => {
    if (typeof Image === 'undefined') return resolve(undefined);
    const image = new Image();
    image.onload = () => {
      const scale = Math.min(1, THUMBNAIL_PX / Math.max(image.width, image.height));
      const canvas = document.createElement('canvas');
      canvas.width = Math.max(1, Math.round(image.width * scale));
      canvas.height = Math.max(1, Math.round(image.height * scale));
      const context = canvas.getContext('2d');
      if (!context) return resolve(undefined);
      context.drawImage(image, 0, 0, canvas.width, canvas.height);
      resolve(canvas.toDataURL('image/jpeg', 0.8));
    };
    image.onerror = () => resolve(undefined);
    image.src = src;
  });
}

export function previewOf(key: string | null | undefined): string | undefined {
  if (!key) return undefined;
  const value = readJson('session', PREVIEW_PREFIX + key);
  return typeof value === 'string' ? value : undefined;
}
