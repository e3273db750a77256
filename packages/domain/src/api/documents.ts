import { z } from 'zod';
import { TEXT_MAX_LENGTH } from '../constants.ts';
import { SUPPORTING_DOCUMENT_TYPES, UPLOADED_DOCUMENT_KINDS } from '../lookups/codes.ts';
import { MESSAGES } from '../validation/messages.ts';
import { storedFileRefSchema, UPLOAD_MIME_TYPES } from '../validation/schemas.ts';

/** What an upload is for: the document kinds, the general support document, faces, signatures. */
export const DOCUMENT_UPLOAD_KINDS = [
  ...UPLOADED_DOCUMENT_KINDS,
  'support_document',
  'face',
  'signature',
] as const;

export type DocumentUploadKind = (typeof DOCUMENT_UPLOAD_KINDS)[number];

/** Largest accepted files (bytes, after base64 decoding). */
export const UPLOAD_MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const UPLOAD_MAX_PDF_BYTES = 5 * 1024 * 1024;

/**
 * POST /api/documents. `data` is the file in base64 (a `data:...;base64,` prefix is allowed).
 * `mimeType` is what the browser claims; the server decides the type from the content.
 */
export const documentUploadSchema = z.object({
  kind: z.enum(DOCUMENT_UPLOAD_KINDS, { error: 'Choose what the file is.' }),
  documentType: z
    .enum(SUPPORTING_DOCUMENT_TYPES, { error: MESSAGES.documentType })
    .nullish()
    .transform((value) => value ?? null),
  fileName: z
    .string()
    .max(TEXT_MAX_LENGTH)
    .nullish()
    .transform((value) => value ?? null),
  mimeType: z.enum(UPLOAD_MIME_TYPES, { error: MESSAGES.fileType }),
  data: z.string({ error: 'Add the file.' }).min(1, 'Add the file.'),
});

export type DocumentUpload = z.input<typeof documentUploadSchema>;

/** The answer: `key` goes into the record as the file's `url` (storedFileRefSchema). */
export const storedDocumentSchema = z.object({
  key: storedFileRefSchema,
  mimeType: z.enum(UPLOAD_MIME_TYPES),
  size: z.number().int(),
  sha256: z.string(),
});

export type StoredDocument = z.infer<typeof storedDocumentSchema>;
