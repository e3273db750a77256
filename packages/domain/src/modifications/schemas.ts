import { z } from 'zod';
import { APPLICATION_STATUSES } from '../lookups/codes.ts';
import { IDENTITY_DOCUMENT_TYPES } from '../lookups/lists.ts';
import { paymentInputSchema } from '../payments/schemas.ts';
import { RECORD_LIST_DEFAULT_LIMIT, RECORD_LIST_MAX_LIMIT } from '../records/shared/review.ts';
import { QUERY_REASON_MAX_LENGTH, VALIDATION_MESSAGES } from '../validation/messages.ts';
import {
  lookupValueSchema,
  ninSchema,
  optionalTextSchema,
  storedFileRefSchema,
  UPLOAD_MIME_TYPES,
} from '../validation/schemas.ts';
import {
  correctableField,
  MODIFICATION_DOCUMENT_TYPES,
  missingDocuments,
  type KindCorrections,
} from './corrections.ts';
import { MODIFICATION_MESSAGES as M, missingDocumentsMessage } from './messages.ts';

/** Why a record is corrected (the request's `mod_reason`). */
export const MODIFICATION_REASONS = [
  { value: 'clerical_error', name: 'Clerical error' },
  { value: 'material_error', name: 'Material error' },
  { value: 'material_omission', name: 'Material omission' },
  { value: 'court_order', name: 'Court order' },
  { value: 'identity_agency', name: "The identity agency's record (NIN) changed" },
  { value: 'other', name: 'Other' },
] as const;
export type ModificationReason = (typeof MODIFICATION_REASONS)[number]['value'];

/** Who asks for the correction. */
export const REQUESTER_TYPES = [
  { value: 'subject', name: "The record's subject" },
  { value: 'parent', name: 'A parent' },
  { value: 'informant', name: 'The informant' },
  { value: 'guardian', name: 'A legal guardian' },
  { value: 'court', name: 'A court' },
  { value: 'other', name: 'Someone else' },
] as const;
export type RequesterType = (typeof REQUESTER_TYPES)[number]['value'];

/** How the requester proved who they are. */
export const PROOFS_OF_IDENTITY = [
  { value: 'nin', name: 'NIN, verified with the identity agency' },
  { value: 'document', name: 'An identity document, seen by the officer' },
  { value: 'none', name: 'No proof of identity' },
] as const;
export type ProofOfIdentity = (typeof PROOFS_OF_IDENTITY)[number]['value'];

/** A request's life: pending review, queried back to its requester, or approved and applied. */
export const MODIFICATION_STATUSES = ['pending', 'queried', 'approved'] as const;
export type ModificationStatus = (typeof MODIFICATION_STATUSES)[number];

/** What may be done to a request: review it (approve, query) or amend it when queried. */
export const MODIFICATION_ACTIONS = ['approve', 'query', 'resubmit'] as const;
export type ModificationAction = (typeof MODIFICATION_ACTIONS)[number];

const values = <T extends readonly { value: string }[]>(list: T) =>
  list.map((option) => option.value) as [T[number]['value'], ...T[number]['value'][]];

const optionalText = optionalTextSchema;

export const requesterSchema = z
  .object({
    type: z.enum(values(REQUESTER_TYPES), { error: M.requesterType }),
    name: optionalText,
    relationship: optionalText,
    proof: z.enum(values(PROOFS_OF_IDENTITY), { error: M.proof }),
    nin: ninSchema.nullish().transform((value) => value ?? null),
    document_type: lookupValueSchema(IDENTITY_DOCUMENT_TYPES, M.documentType)
      .nullish()
      .transform((value) => value ?? null),
    document_number: optionalText,
  })
  .superRefine((requester, ctx) => {
    const need = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (requester.type !== 'subject' && !requester.name) need('name', M.requesterName);
    if (requester.type === 'other' && !requester.relationship) {
      need('relationship', M.requesterRelationship);
    }
    if (requester.proof === 'nin' && !requester.nin) need('nin', M.requesterNin);
    if (requester.proof === 'document') {
      if (requester.document_type === null) need('document_type', M.documentType);
      if (!requester.document_number) need('document_number', M.documentNumber);
    }
  })
  .transform((requester) => ({
    ...requester,
    // Only the proof chosen is kept.
    nin: requester.proof === 'nin' ? requester.nin : null,
    document_type: requester.proof === 'document' ? requester.document_type : null,
    document_number: requester.proof === 'document' ? requester.document_number : null,
  }));
export type Requester = z.output<typeof requesterSchema>;
export type RequesterInput = z.input<typeof requesterSchema>;

export const supportingDocumentSchema = z.object({
  type: z.enum(MODIFICATION_DOCUMENT_TYPES, { error: M.supportingDocumentType }),
  mimeType: z.enum(UPLOAD_MIME_TYPES),
  url: storedFileRefSchema,
});
export type SupportingDocument = z.infer<typeof supportingDocumentSchema>;

/** What a correction request carries once read, whatever its kind. */
export interface ModificationRequest {
  record_id: number;
  mod_type: string;
  mod_field: string;
  mod_reason: ModificationReason;
  mod_reason_other: string | null;
  comment: string | null;
  requester: Requester;
  supporting_documents: SupportingDocument[];
  /** The corrected field's values by input name (`child_surname`), as its schemas read them. */
  values: Record<string, unknown>;
  payment_reference?: string | undefined;
  waiver_id?: number | undefined;
  /** An amendment: the request amended. */
  modification_id?: number | undefined;
}

const id = (message: string) =>
  z.coerce
    .number<unknown>({ error: message })
    .int(message)
    .positive(message)
    .max(2 ** 53 - 1, message);

/**
 * `POST /api/modification/{apiPath}` (or, `amend`, its `PATCH`): the record (the kind's
 * `idField`), `mod_type`, `mod_field`, the reason, the requester and their proof, the
 * supporting documents, and the corrected field's values; every other field's values null
 * (spec section 5). The field's rule is checked here, so form and API refuse alike.
 */
export function modificationRequestSchema(
  corrections: KindCorrections,
  { amend = false }: { amend?: boolean } = {},
): z.ZodType<ModificationRequest, Record<string, unknown>> {
  const inputs = corrections.fields.flatMap((field) => field.inputs);
  const keys = corrections.fields.map((field) => field.key) as [string, ...string[]];
  const shape = {
    [corrections.idField]: id(M.recordId),
    ...(amend ? { modification_id: id(M.requestNotFound) } : {}),
    mod_type: z.literal(corrections.modType, { error: M.modType }),
    mod_field: z.enum(keys, { error: M.modField }),
    mod_reason: z.enum(values(MODIFICATION_REASONS), { error: M.modReason }),
    mod_reason_other: optionalText,
    comment: z
      .string()
      .trim()
      .max(1000, M.comment)
      .nullish()
      .transform((value) => value || null),
    requester: requesterSchema,
    supporting_documents: z.array(supportingDocumentSchema).max(10).default([]),
    ...Object.fromEntries(inputs.map((input) => [input.name, z.unknown().optional()])),
  };
  const base = amend ? z.object(shape) : paymentInputSchema.extend(shape);
  return base.transform((body, ctx): ModificationRequest => {
    const read = body as Record<string, unknown>;
    const field = correctableField(corrections, String(read.mod_field));
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    const corrected: Record<string, unknown> = {};
    for (const input of inputs) {
      const sent = read[input.name];
      const given = sent !== undefined && sent !== null && sent !== '';
      if (!field?.inputs.includes(input)) {
        if (given && field) issue(input.name, M.onlyField(field.label));
        continue;
      }
      if (!given && input.optional) {
        corrected[input.name] = null;
        continue;
      }
      const parsed = input.schema.safeParse(sent);
      if (parsed.success) corrected[input.name] = parsed.data;
      else issue(input.name, parsed.error.issues[0]?.message ?? M.modField);
    }
    if (read.mod_reason === 'other' && !read.mod_reason_other) {
      issue('mod_reason_other', M.modReasonOther);
    }
    const documents = read.supporting_documents as SupportingDocument[];
    if (field) {
      const missing = missingDocuments(field.rule, documents);
      if (missing.length > 0) issue('supporting_documents', missingDocumentsMessage(missing));
    }
    return {
      record_id: read[corrections.idField] as number,
      mod_type: corrections.modType,
      mod_field: String(read.mod_field),
      mod_reason: read.mod_reason as ModificationReason,
      mod_reason_other: read.mod_reason === 'other' ? (read.mod_reason_other as string) : null,
      comment: read.comment as string | null,
      requester: read.requester as Requester,
      supporting_documents: documents,
      values: corrected,
      payment_reference: read.payment_reference as string | undefined,
      waiver_id: read.waiver_id as number | undefined,
      modification_id: read.modification_id as number | undefined,
    };
  }) as unknown as z.ZodType<ModificationRequest, Record<string, unknown>>;
}

const person = z.object({ id: z.number().int(), name: z.string() });

/** One value of a correction: what the record held and what it holds once applied. */
export const modificationChangeSchema = z.object({
  name: z.string(),
  label: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type ModificationChange = z.infer<typeof modificationChangeSchema>;

/** One modification request as lists, the review queue and answers show it. */
export const modificationEntrySchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  mod_type: z.string(),
  mod_field: z.string(),
  mod_field_label: z.string(),
  status: z.enum(MODIFICATION_STATUSES),
  record_id: z.number().int(),
  record_reference: z.string(),
  certificate_number: z.string(),
  /** The record's subject as registered when the request was made. */
  subject: z.string(),
  mod_reason: z.string(),
  mod_reason_other: z.string().nullable(),
  comment: z.string().nullable(),
  requester: z.object({
    type: z.string(),
    name: z.string().nullable(),
    relationship: z.string().nullable(),
    proof: z.enum(values(PROOFS_OF_IDENTITY)),
    /** The NIN masked ("*******8901"); verified with the agency when the proof is a NIN. */
    nin: z.string().nullable(),
    document_type: z.number().int().nullable(),
    document_number: z.string().nullable(),
    /** "Made without proof of identity; accepted by <officer>." when there was none. */
    note: z.string().nullable(),
  }),
  supporting_documents: z.array(supportingDocumentSchema),
  changes: z.array(modificationChangeSchema),
  /** The permission that approves this field's corrections, and who holds it by default. */
  approver: z.string(),
  approver_title: z.string(),
  payment_reference: z.string().nullable(),
  waived: z.boolean(),
  requested_by: person,
  requested_at: z.string(),
  query_reason: z.string().nullable(),
  queried_by: person.nullable(),
  queried_at: z.string().nullable(),
  approved_by: person.nullable(),
  approved_at: z.string().nullable(),
  /** The version of the particulars the approval made (the registered ones are version 1). */
  version: z.number().int().nullable(),
  allowed_actions: z.array(z.enum(MODIFICATION_ACTIONS)),
});
export type ModificationEntry = z.infer<typeof modificationEntrySchema>;

/**
 * `GET /api/modification/{apiPath}/cert/{number}`: the record as registered, for the validation
 * page, with the spec's answer groups (`childData`, `motherData`, ...) besides its particulars.
 */
export const modificationLookupSchema = z.looseObject({
  record_id: z.number().int(),
  kind: z.string(),
  reference: z.string(),
  certificate_number: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  event_date: z.string(),
  approved_at: z.string().nullable(),
  registration: z.object({ centre: z.string(), lga: z.string(), state: z.string() }),
  particulars: z.record(z.string(), z.unknown()),
  /** The subject's photo (a stored-file key), when the kind keeps one. */
  photo: z.string().nullable(),
  version: z.number().int(),
  /** Requests not yet applied (pending or queried), so the officer does not ask twice. */
  open_requests: z.array(
    z.object({
      id: z.number().int(),
      mod_field: z.string(),
      status: z.enum(MODIFICATION_STATUSES),
    }),
  ),
});
export type ModificationLookup = z.infer<typeof modificationLookupSchema>;

/** The last page a list of requests may ask for. */
export const MODIFICATION_LIST_MAX_PAGE = 100_000;

const positiveNumber = z.coerce.number<unknown>().int().positive();

/**
 * `GET /api/modification/{apiPath}/list?page=&status=&mod_field=&record_id=&limit=` (the
 * spec's path; `/list/{page}` answers too, its page taking the place of `page`).
 */
export const modificationListQuerySchema = z.object({
  page: positiveNumber.max(MODIFICATION_LIST_MAX_PAGE).default(1),
  status: z.enum(MODIFICATION_STATUSES).optional(),
  mod_field: z.string().trim().max(60).optional(),
  record_id: positiveNumber.max(Number.MAX_SAFE_INTEGER).optional(),
  limit: positiveNumber.max(RECORD_LIST_MAX_LIMIT).default(RECORD_LIST_DEFAULT_LIMIT),
});
export type ModificationListQuery = z.output<typeof modificationListQuerySchema>;

/** `GET /api/modification/{apiPath}/stats?mod_field=&record_id=`: the counts of those requests. */
export const modificationStatsQuerySchema = modificationListQuerySchema.pick({
  mod_field: true,
  record_id: true,
});
export type ModificationStatsQuery = z.output<typeof modificationStatsQuerySchema>;

/** `GET /api/modification/{apiPath}/stats`: requests per status in the caller's area. */
export const modificationStatsSchema = z.object({
  pending: z.number().int(),
  queried: z.number().int(),
  approved: z.number().int(),
  total: z.number().int(),
});
export type ModificationStats = z.infer<typeof modificationStatsSchema>;

/** `POST .../{id}/query`: as long as a record's query may be, at least 5 characters. */
export const modificationQuerySchema = z.object({
  reason: z
    .string({ error: M.queryReason })
    .trim()
    .min(5, M.queryReason)
    .max(QUERY_REASON_MAX_LENGTH, VALIDATION_MESSAGES.queryReasonTooLong),
});

/** `POST .../{id}/approve`: the request as applied, and the record's new version. */
export const modificationApprovalSchema = z.object({
  request: modificationEntrySchema,
  record: z.object({
    id: z.number().int(),
    version: z.number().int(),
    status: z.enum(APPLICATION_STATUSES),
  }),
});
export type ModificationApproval = z.infer<typeof modificationApprovalSchema>;

/** `GET /api/modification/{apiPath}/versions/{recordId}`: every version of the particulars. */
export const recordVersionsSchema = z.object({
  versions: z.array(
    z.object({
      version: z.number().int(),
      /** When this version began: registration, or the approval of the correction making it. */
      from: z.string(),
      modification_id: z.number().int().nullable(),
      mod_field: z.string().nullable(),
      particulars: z.record(z.string(), z.unknown()),
    }),
  ),
});
export type RecordVersions = z.infer<typeof recordVersionsSchema>;
