import { z } from 'zod';
import { DEATH_DOCUMENT_TYPES, type DeathDocumentType } from '../../lookups/codes.ts';
import { MESSAGES } from '../../validation/messages.ts';
import { uploadedFileSchema } from '../../validation/schemas.ts';
import { emptySlot } from '../shared/documents.ts';

/** One entry of the payload's `documents`: its type and the uploaded file. */
export const deathDocumentRefSchema = uploadedFileSchema.extend({
  type: z.enum(DEATH_DOCUMENT_TYPES, { error: MESSAGES.documentType }),
});

export type DeathDocumentRef = z.infer<typeof deathDocumentRefSchema>;

/** Step documents (form B): one optional upload slot per document type, named by the type. */
export const deathDocumentsStepSchema = z.object({
  employers_report: emptySlot(uploadedFileSchema),
  next_of_kin_letter: emptySlot(uploadedFileSchema),
  affidavit: emptySlot(uploadedFileSchema),
  police_report: emptySlot(uploadedFileSchema),
} satisfies Record<DeathDocumentType, z.ZodType>);

export type DeathDocumentsFormValues = z.input<typeof deathDocumentsStepSchema>;

/** The payload's `documents`: at most one of each type. */
export const deathDocumentListSchema = z
  .array(deathDocumentRefSchema)
  .max(DEATH_DOCUMENT_TYPES.length)
  .superRefine((documents, ctx) => {
    const seen = new Set<DeathDocumentType>();
    documents.forEach((document, index) => {
      if (seen.has(document.type)) {
        ctx.addIssue({
          code: 'custom',
          message: MESSAGES.documentTypeRepeated,
          path: [index, 'type'],
        });
      }
      seen.add(document.type);
    });
  });

export function emptyDeathDocuments(): DeathDocumentsFormValues {
  return { employers_report: null, next_of_kin_letter: null, affidavit: null, police_report: null };
}

/** The filled slots of the step as the payload's list, in the types' order. */
export function deathDocumentsToSend(
  slots: DeathDocumentsFormValues | null | undefined,
): DeathDocumentRef[] {
  if (!slots) return [];
  return DEATH_DOCUMENT_TYPES.flatMap((type) => {
    const file = slots[type];
    return file ? [{ type, mimeType: file.mimeType, url: file.url }] : [];
  });
}

/** The payload's list back in the step's slots (the inverse of `deathDocumentsToSend`). */
export function deathDocumentSlotsOf(
  documents: readonly DeathDocumentRef[],
): DeathDocumentsFormValues {
  const slots = emptyDeathDocuments();
  for (const { type, mimeType, url } of documents) slots[type] = { mimeType, url };
  return slots;
}
