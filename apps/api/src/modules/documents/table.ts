import type { UploadMimeType } from '@vitalreg/domain';
import { bigserial, char, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Drizzle view of documents (migrations/0003_identity_and_documents.sql). */
export const documents = pgTable('documents', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  key: text('key').notNull(),
  sha256: char('sha256', { length: 64 }).notNull(),
  mimeType: text('mime_type').$type<UploadMimeType>().notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  kind: text('kind').notNull(),
  documentType: text('document_type'),
  fileName: text('file_name'),
  uploadedBy: integer('uploaded_by').notNull(),
  stateId: integer('state_id'),
  lgaId: integer('lga_id'),
  centreId: integer('centre_id'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
