import { z } from 'zod';
import {
  SUPPORTING_DOCUMENT_TYPES,
  type SupportingDocumentType,
  type UploadedDocumentKind,
} from '../../lookups/codes.ts';
import { MESSAGES } from '../../validation/messages.ts';
import { uploadedFileSchema } from '../../validation/schemas.ts';
import { emptySlot } from '../shared/documents.ts';

/**
 * Step support_docs: one upload slot per document the spec names. Seven slots hold a fixed
 * document type; the general "support document" slot lets the user choose the type.
 */
export const BIRTH_DOCUMENT_SLOT_TYPES = {
  father_passport: 'father-national-passport',
  mother_passport: 'mother-national-passport',
  immunization_card: 'immunization-card',
  lga_birth_certificate: 'lga-birth-certificate',
  baptism_card: 'baptisim-card',
  id_card: 'valid-id',
  birth_notification: 'notification-of-birth',
} as const satisfies Partial<Record<UploadedDocumentKind, SupportingDocumentType>>;

type FixedSlot = keyof typeof BIRTH_DOCUMENT_SLOT_TYPES;

/** The slots in the spec's order. */
export const BIRTH_DOCUMENT_SLOTS = [
  'support_document',
  'father_passport',
  'mother_passport',
  'immunization_card',
  'lga_birth_certificate',
  'baptism_card',
  'id_card',
  'birth_notification',
] as const satisfies readonly ('support_document' | FixedSlot)[];

export type BirthDocumentSlot = (typeof BIRTH_DOCUMENT_SLOTS)[number];

const documentTypeSchema = z.enum(SUPPORTING_DOCUMENT_TYPES, { error: MESSAGES.documentType });

/** One entry of the payload's `SupportingDocument`: its type and the uploaded file. */
export const supportingDocumentRefSchema = uploadedFileSchema.extend({ type: documentTypeSchema });

export type SupportingDocumentRef = z.infer<typeof supportingDocumentRefSchema>;

/** Step support_docs. Every slot is optional (the spec names no required document). */
export const supportingDocumentsStepSchema = z.object({
  support_document: emptySlot(supportingDocumentRefSchema),
  father_passport: emptySlot(uploadedFileSchema),
  mother_passport: emptySlot(uploadedFileSchema),
  immunization_card: emptySlot(uploadedFileSchema),
  lga_birth_certificate: emptySlot(uploadedFileSchema),
  baptism_card: emptySlot(uploadedFileSchema),
  id_card: emptySlot(uploadedFileSchema),
  birth_notification: emptySlot(uploadedFileSchema),
} satisfies Record<BirthDocumentSlot, z.ZodType>);

export type SupportingDocumentsFormValues = z.input<typeof supportingDocumentsStepSchema>;

/** The payload's `SupportingDocument`: at most one document per slot. */
export const supportingDocumentListSchema = z
  .array(supportingDocumentRefSchema)
  .max(BIRTH_DOCUMENT_SLOTS.length);

/** The filled slots of the step as the payload's list, in slot order. */
export function supportingDocumentsToSend(
  slots: SupportingDocumentsFormValues | null | undefined,
): SupportingDocumentRef[] {
  if (!slots) return [];
  const documents: SupportingDocumentRef[] = [];
  const general = slots.support_document;
  if (general) documents.push({ type: general.type, mimeType: general.mimeType, url: general.url });
  for (const [slot, type] of Object.entries(BIRTH_DOCUMENT_SLOT_TYPES) as [
    FixedSlot,
    SupportingDocumentType,
  ][]) {
    const file = slots[slot];
    if (file) documents.push({ type, mimeType: file.mimeType, url: file.url });
  }
  return documents;
}
