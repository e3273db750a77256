/**
 * What a correction must hold before it is saved or applied (service.ts): the record with the
 * corrected values written and checked by the kind's schema (`corrected`), and the evidence the
 * request offers (`checkEvidence`): its files uploaded within the caller's area, the
 * requester's NIN known to the identity agency.
 */
import {
  correctionRuleOf,
  identifiedParts,
  identityNumbersOf,
  MODIFICATION_MESSAGES as M,
  withValueAt,
  valueAt,
  type CorrectableField,
  type ModificationRequest,
  type RegistrationPlace,
} from '@vitalreg/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError, invalid } from '../../errors.ts';
import type { AuthSession, RequestContext } from '../auth/service.ts';
import { documentsInScope } from '../documents/repository.ts';
import { checkReferencedKeys } from '../documents/service.ts';
import { answerForNin, identityUnavailable, verificationActor } from '../identity/service.ts';
import type { AnyRecordKind } from '../records/kind.ts';
import { IDENTITY_REVERIFY_DAYS, throwUnlessAgencyNames } from '../records/submission-checks.ts';

type Values = Record<string, unknown>;

/** The record's values the field's inputs hold now, by input name. */
export function valuesOf(field: CorrectableField, particulars: Values): Values {
  return Object.fromEntries(
    field.inputs.map((input) => [input.name, valueAt(particulars, input.path) ?? null]),
  );
}

export const same = (a: unknown, b: unknown) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

const partSchemas = new WeakMap<object, Map<string, z.ZodType>>();

/**
 * The kind's schema for `particulars` corrected in `parts`: the other parts it holds are taken
 * as stored (they were checked when registered, and their issues would not stop a correction),
 * the parts corrected are checked field by field, and the whole-record rules still run on every
 * part. Checking a registered birth whole costs ~4 times checking its mother's part
 * (bench/RESULTS.md). A part the record lacks is checked (its default put in).
 */
function schemaOfParts(
  kind: AnyRecordKind,
  parts: ReadonlySet<string>,
  particulars: Values,
): z.ZodType {
  const schema = kind.submissionSchema;
  if (!(schema instanceof z.ZodObject)) return schema;
  const stored = Object.keys(schema.shape).filter(
    (part) => !parts.has(part) && particulars[part] !== undefined,
  );
  const key = stored.join(' ');
  const built = partSchemas.get(schema) ?? new Map<string, z.ZodType>();
  partSchemas.set(schema, built);
  let partial = built.get(key);
  if (!partial) {
    partial = schema.safeExtend(Object.fromEntries(stored.map((part) => [part, z.unknown()])));
    built.set(key, partial);
  }
  return partial;
}

/**
 * The particulars with the field's corrected values written, checked again by the kind's own
 * schema: the parts they change field by field, the whole-record rules on every part (a date of
 * death before the date of birth is refused there). Issues of other parts of a record
 * registered under older rules do not stop a correction. `changed`: the corrected parts, as
 * written into the stored particulars (saving.ts).
 */
export function corrected(
  kind: AnyRecordKind,
  field: CorrectableField,
  current: Values,
  values: Values,
) {
  let next = current;
  for (const input of field.inputs)
    next = withValueAt(next, input.path, values[input.name] ?? null);
  field.follow?.(next);
  if (
    field.inputs.every((input) => same(valueAt(next, input.path), valueAt(current, input.path)))
  ) {
    throw invalid(M.unchanged, 'mod_field');
  }
  const parts = new Set(field.inputs.map((input) => input.path.split('.')[0]!));
  for (const part of Object.keys(next)) if (next[part] !== current[part]) parts.add(part);
  const parsed = schemaOfParts(kind, parts, next).safeParse(next);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .filter((issue) => parts.has(String(issue.path[0])))
      .map((issue) => {
        const path = issue.path.join('.');
        const input =
          field.inputs.find((i) => path === i.path || path.startsWith(`${i.path}.`)) ??
          field.inputs[0];
        return { path: input?.name ?? 'mod_field', message: issue.message };
      });
    if (issues.length > 0) {
      throw new AppError(
        'VALIDATION_FAILED',
        issues.map((issue) => issue.message),
        { issues },
      );
    }
  }
  // Parsed by the kind's own schema (or, registered under older rules, as stored).
  const submission = (parsed.success ? parsed.data : next) as RegistrationPlace;
  const changed = Object.fromEntries(
    [...parts].filter((part) => next[part] !== undefined).map((part) => [part, next[part]]),
  );
  return { submission, changed };
}

/** The files a request refers to: its supporting documents and a corrected photo. */
function evidenceFiles(field: CorrectableField, body: ModificationRequest) {
  const photo = field.inputs.find((input) => input.widget === 'photo');
  const photoKey = photo ? (body.values[photo.name] as string | null) : null;
  return [
    ...body.supporting_documents.map((d, i) => ({ ...d, path: `supporting_documents.${i}` })),
    ...(photo && photoKey ? [{ url: photoKey, mimeType: 'image/*', path: photo.name }] : []),
  ];
}

/** The request's files found uploaded within the caller's area, with their stored types. */
export async function storedEvidence(
  app: FastifyInstance,
  session: AuthSession,
  field: CorrectableField,
  body: ModificationRequest,
): Promise<Map<string, string>> {
  const keys = evidenceFiles(field, body).map((file) => file.url);
  checkReferencedKeys(keys);
  return documentsInScope(app.database.statementDb, keys, session.scope);
}

/**
 * The supporting documents and a corrected photo were uploaded within the caller's area, each
 * of the type it says (a photo an image); the requester's NIN is known to the identity agency.
 * `stored`: storedEvidence, when the caller started it with its own reads.
 */
export async function checkEvidence(
  app: FastifyInstance,
  session: AuthSession,
  context: RequestContext,
  field: CorrectableField,
  body: ModificationRequest,
  stored = storedEvidence(app, session, field, body),
): Promise<void> {
  const found = await stored;
  for (const file of evidenceFiles(field, body)) {
    const mimeType = found.get(file.url);
    const matches =
      mimeType &&
      (file.mimeType === 'image/*' ? mimeType.startsWith('image/') : mimeType === file.mimeType);
    if (!matches) throw invalid(M.supportingDocuments, file.path);
  }
  const { requester } = body;
  if (requester.proof === 'nin' && requester.nin) {
    const result = await answerForNin(app, session, context, requester.nin);
    if (result.status !== 'verified') {
      throw invalid(
        'requester.nin: this NIN is not known to the identity agency.',
        'requester.nin',
      );
    }
  }
}

/**
 * A correction of the names of a person whose record carries a NIN or tracking ID (its rule is
 * then VERIFIED_NAMES_RULE): only for the rule's reasons (400 on `mod_reason`), and the new
 * names must be the identity agency's for the person's number (a recent verification reused,
 * else the agency asked): 422 IDENTITY_MISMATCH on the field's first value otherwise, 503 when
 * the agency cannot be reached. `current`: the record's particulars; `next`: as corrected.
 */
export async function checkVerifiedNames(
  app: FastifyInstance,
  session: AuthSession,
  context: RequestContext,
  field: CorrectableField,
  { current, next }: { current: Values; next: object },
  reason: ModificationRequest['mod_reason'],
): Promise<void> {
  const rule = correctionRuleOf(field, identifiedParts(current));
  if (rule.reasons && !rule.reasons.includes(reason)) {
    throw invalid(M.verifiedNamesReason(field.label), 'mod_reason');
  }
  if (field.person === undefined || rule === field.rule) return;
  const person = (next as Values)[field.person] as Parameters<typeof identityNumbersOf>[1];
  const actor = verificationActor(session, context);
  const path = field.inputs[0]?.name ?? 'mod_field';
  const people = await Promise.all(
    identityNumbersOf(field.person, person).map(async ({ kind, identifier, names }) => {
      const { result } = await app.ninVerifications.ensureVerified(identifier, actor, {
        kind,
        maxAgeDays: IDENTITY_REVERIFY_DAYS,
      });
      if (result.status === 'unavailable') throw identityUnavailable();
      return { path, message: M.namesMismatch, names, agency: result.person };
    }),
  );
  throwUnlessAgencyNames(people);
}
