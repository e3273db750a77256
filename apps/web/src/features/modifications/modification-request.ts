import {
  correctableField,
  MODIFICATION_DOCUMENT_TYPES,
  modificationRequestSchema,
  type CorrectionInput,
  type ModificationDocumentType,
  type ModificationEntry,
  type ModificationRequest,
} from '@vitalreg/domain';
import type { z } from 'zod';
import type { UploadedFileValue } from '@/components/form/document-upload';
import type { PaymentValue } from '@/features/payments';
import type { ModificationKind } from './modification-kinds';

/*
 * A correction request as the wizard holds it (what was typed, kept whole across steps and
 * reloads) and as it is sent: the kind's `idField`, `mod_type`, the chosen field's values and
 * every other field's values null (spec section 5), checked with the domain's schema, which the
 * API runs too.
 */

/** The Requester step: who asks and how they proved who they are (typed text; codes as strings). */
export interface RequesterValues {
  type: string;
  name: string;
  relationship: string;
  proof: string;
  nin: string;
  document_type: string;
  document_number: string;
}

/** An input's value as typed: text, a code, a date, a stored file key, or an age and its unit. */
export type InputValue = string | { value: string; unit: string } | null;

/** The Correction step. */
export interface CorrectionValues {
  mod_field: string;
  mod_reason: string;
  mod_reason_other: string;
  comment: string;
  /** One attached file per supporting document type. */
  documents: Partial<Record<ModificationDocumentType, UploadedFileValue | null>>;
  /** The inputs by request member (`child_surname`); a field not chosen keeps what was typed. */
  values: Record<string, InputValue>;
}

export interface ModificationDraft {
  requester: RequesterValues;
  correction: CorrectionValues;
  /** The Payment step's verified reference or waiver; none on an amendment. */
  payment: PaymentValue | null;
}

export const EMPTY_REQUESTER: RequesterValues = {
  type: '',
  name: '',
  relationship: '',
  proof: '',
  nin: '',
  document_type: '',
  document_number: '',
};

export function emptyDraft(): ModificationDraft {
  return {
    requester: { ...EMPTY_REQUESTER },
    correction: {
      mod_field: '',
      mod_reason: '',
      mod_reason_other: '',
      comment: '',
      documents: {},
      values: {},
    },
    payment: null,
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

export function isModificationDraft(value: unknown): value is ModificationDraft {
  return (
    isObject(value) &&
    isObject(value.requester) &&
    isObject(value.correction) &&
    isObject(value.correction.values) &&
    isObject(value.correction.documents)
  );
}

/** Typed text: trimmed, and null when nothing was typed. */
function text(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** The requester as sent: the proof's own values only. */
export function requesterBody(values: RequesterValues) {
  const proof = values.proof;
  return {
    type: values.type,
    name: text(values.name),
    relationship: text(values.relationship),
    proof,
    nin: proof === 'nin' ? text(values.nin) : null,
    document_type: proof === 'document' ? text(values.document_type) : null,
    document_number: proof === 'document' ? text(values.document_number) : null,
  };
}

/** An input's value as sent: null when empty. */
function inputBody(input: CorrectionInput, value: InputValue | undefined): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return input.widget === 'text' ? text(value) : value || null;
  const age = { value: value.value.trim(), unit: value.unit };
  return age.value === '' && age.unit === '' ? null : age;
}

/** The attached documents, in the spec's order, each with its type. */
export function supportingDocumentsBody(documents: CorrectionValues['documents']) {
  return MODIFICATION_DOCUMENT_TYPES.flatMap((type) => {
    const file = documents[type];
    return file?.url ? [{ type, mimeType: file.mimeType, url: file.url }] : [];
  });
}

/**
 * The request body: only the chosen field's inputs filled, every other input null; the payment
 * on a new request, the request amended (`modification_id`) on an amendment.
 */
export function modificationBody(
  kind: ModificationKind,
  recordId: number,
  draft: ModificationDraft,
  amending?: number,
): Record<string, unknown> {
  const { corrections } = kind;
  const correction = draft.correction;
  const chosen = correctableField(corrections, correction.mod_field);
  const inputs = Object.fromEntries(
    corrections.fields.flatMap((field) =>
      field.inputs.map((input) => [
        input.name,
        field === chosen ? inputBody(input, correction.values[input.name]) : null,
      ]),
    ),
  );
  return {
    [corrections.idField]: recordId,
    ...(amending === undefined ? (draft.payment ?? {}) : { modification_id: amending }),
    mod_type: corrections.modType,
    mod_field: correction.mod_field,
    mod_reason: correction.mod_reason,
    mod_reason_other: correction.mod_reason === 'other' ? text(correction.mod_reason_other) : null,
    comment: text(correction.comment),
    requester: requesterBody(draft.requester),
    supporting_documents: supportingDocumentsBody(correction.documents),
    ...inputs,
  };
}

const schemas = new Map<string, z.ZodType<ModificationRequest, Record<string, unknown>>>();

/** The domain's schema of the kind's requests (or amendments), the one the API checks with. */
export function requestSchema(kind: ModificationKind, amend: boolean) {
  const key = `${kind.key}:${amend}`;
  let schema = schemas.get(key);
  if (!schema) {
    schema = modificationRequestSchema(kind.corrections, { amend });
    schemas.set(key, schema);
  }
  return schema;
}

/** A problem with one value of the request, at its path in the body. */
export interface RequestIssue {
  path: string;
  message: string;
}

/** The schema's problems with a body, each once, by dotted path. */
export function requestIssues(
  kind: ModificationKind,
  body: Record<string, unknown>,
  amend: boolean,
): RequestIssue[] {
  const result = requestSchema(kind, amend).safeParse(body);
  if (result.success) return [];
  const seen = new Set<string>();
  return result.error.issues.flatMap((issue) => {
    const path = issue.path.map(String).join('.');
    if (seen.has(path)) return [];
    seen.add(path);
    return [{ path, message: issue.message }];
  });
}

/* ---------- where each value of the request is entered ---------- */

const CORRECTION_MEMBERS = new Set(['mod_field', 'mod_reason', 'mod_reason_other', 'comment']);

/** The Requester step's form field for a request path. */
export function requesterFieldOf(path: string): string | undefined {
  if (path === 'requester') return 'requester.type';
  return path.startsWith('requester.') ? path : undefined;
}

/** The Correction step's form field for a request path of the kind. */
export function correctionFieldOf(kind: ModificationKind, path: string): string | undefined {
  const [member = ''] = path.split('.');
  if (CORRECTION_MEMBERS.has(member)) return member;
  if (member === 'supporting_documents') return 'supporting_documents';
  const isInput = kind.corrections.fields.some((field) =>
    field.inputs.some((input) => input.name === member),
  );
  return isInput ? `values.${member}` : undefined;
}

/** The Payment step's form field for a request path. */
export function paymentFieldOf(path: string): string | undefined {
  return path === 'payment_reference' || path === 'waiver_id' ? 'payment' : undefined;
}

/* ---------- an amendment starts from the request ---------- */

/** What a request sent, back in the wizard's form (a masked NIN is typed again). */
export function draftFromEntry(
  kind: ModificationKind,
  entry: ModificationEntry,
): ModificationDraft {
  const chosen = correctableField(kind.corrections, entry.mod_field);
  const values: Record<string, InputValue> = {};
  for (const change of entry.changes) {
    const input = chosen?.inputs.find((candidate) => candidate.name === change.name);
    if (input) values[input.name] = formValue(input, change.after);
  }
  const documents: CorrectionValues['documents'] = {};
  for (const document of entry.supporting_documents) {
    documents[document.type] = {
      type: document.type,
      mimeType: document.mimeType,
      url: document.url,
    };
  }
  const requester = entry.requester;
  return {
    requester: {
      type: requester.type,
      name: requester.name ?? '',
      relationship: requester.relationship ?? '',
      proof: requester.proof,
      nin: '',
      document_type: requester.document_type === null ? '' : String(requester.document_type),
      document_number: requester.document_number ?? '',
    },
    correction: {
      mod_field: entry.mod_field,
      mod_reason: entry.mod_reason,
      mod_reason_other: entry.mod_reason_other ?? '',
      comment: entry.comment ?? '',
      documents,
      values,
    },
    payment: null,
  };
}

/** A stored value as the form holds it (codes and numbers as strings). */
export function formValue(input: CorrectionInput, value: unknown): InputValue {
  if (value === null || value === undefined) return null;
  if (input.widget === 'age_at_death') {
    if (!isObject(value)) return null;
    return { value: String(value.value ?? ''), unit: String(value.unit ?? '') };
  }
  return typeof value === 'object' ? null : String(value as string | number | boolean);
}
