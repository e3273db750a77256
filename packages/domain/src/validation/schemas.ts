import { z } from 'zod';
import type { LookupOption } from '../api/options.ts';
import { TEXT_MAX_LENGTH } from '../constants.ts';
import { isIsoDateNotFuture } from './dates.ts';
import { MESSAGES } from './messages.ts';
import {
  isFatherAgeValid,
  isMotherAgeValid,
  isNin,
  isPersonName,
  isTrackingId,
  isEmpty,
  normalisePhone,
  phoneProblem,
} from './rules.ts';
import { optionalToNull, trimName } from './transforms.ts';

/**
 * Reusable zod building blocks. The web app's forms and the API's routes use the same ones,
 * so a value the form accepts is a value the server accepts (and the same message is shown).
 */

export const ninSchema = z.string().trim().refine(isNin, MESSAGES.nin);

export const trackingIdSchema = z.string().trim().refine(isTrackingId, MESSAGES.trackingId);

/**
 * An optional text field checked by `schema` when filled: '', blanks, null and undefined become
 * null (spec: optional middle names, emails, phones and ids are sent as null when empty).
 */
export function optionalField<T extends z.ZodType<unknown, string>>(schema: T) {
  return z
    .string()
    .nullish()
    .transform((value) => optionalToNull(value))
    .pipe(z.union([z.null(), schema]));
}

export const optionalNinSchema = optionalField(ninSchema);

export const optionalTrackingIdSchema = optionalField(trackingIdSchema);

/**
 * A form input as a form holds it: text, or a number (a select or a number input may give
 * either), or nothing yet.
 */
export type FormValue = string | number | null | undefined;

function formValueSchema(message: string) {
  return z.union([z.string(), z.number()], { error: message }).nullish();
}

/**
 * A required form input checked by `schema`: an empty value ('', blanks, null, undefined) gets
 * the field's own `message` ("Choose the state of birth"), anything else goes to `schema`.
 */
export function requiredField<T extends z.ZodType>(schema: T, message: string) {
  return formValueSchema(message)
    .refine((value) => !isEmpty(value), { error: message })
    .pipe(acceptingFormValues(schema));
}

/** An optional form input checked by `schema` when filled; an empty value becomes null. */
export function optionalCodeField<T extends z.ZodType>(
  schema: T,
  message: string = MESSAGES.invalidOption,
) {
  return formValueSchema(message)
    .transform((value) => (isEmpty(value) ? null : value))
    .pipe(z.union([z.null(), acceptingFormValues(schema)]));
}

/** The building blocks read codes and ids from `unknown`; this only narrows the type zod sees. */
function acceptingFormValues<T extends z.ZodType>(schema: T) {
  return schema as unknown as z.ZodType<z.output<T>, FormValue>;
}

/** Free text of a form: trimmed, at most 200 characters. */
export const textSchema = z.string().trim().max(TEXT_MAX_LENGTH, MESSAGES.textTooLong);

/** Optional free text: trimmed; an empty value becomes null. */
export const optionalTextSchema = z
  .string()
  .max(TEXT_MAX_LENGTH, MESSAGES.textTooLong)
  .nullish()
  .transform(optionalToNull);

/** A phone number, checked as typed and sent in international form (08031234567 -> 2348031234567). */
export const phoneSchema = z
  .string()
  .superRefine((value, ctx) => {
    const problem = phoneProblem(value);
    if (problem === 'digitsOnly')
      ctx.addIssue({ code: 'custom', message: MESSAGES.phoneDigitsOnly });
    if (problem === 'tooShort') ctx.addIssue({ code: 'custom', message: MESSAGES.phoneTooShort });
    if (problem === 'tooLong') ctx.addIssue({ code: 'custom', message: MESSAGES.phoneTooLong });
  })
  .transform(normalisePhone);

/** An optional phone number: empty becomes null, anything else must be a valid phone. */
export const optionalPhoneSchema = z
  .string()
  .nullish()
  .transform((value) => optionalToNull(value))
  .pipe(z.union([z.null(), phoneSchema]));

export const emailSchema = z
  .string()
  .trim()
  .max(TEXT_MAX_LENGTH, MESSAGES.textTooLong)
  .pipe(z.email(MESSAGES.email));

export const optionalEmailSchema = z
  .string()
  .nullish()
  .transform((value) => optionalToNull(value))
  .pipe(z.union([z.null(), emailSchema]));

/**
 * A person's name with the wizard's own "required" message, e.g.
 * `personNameSchema(MESSAGES.childSurname)`: trimmed, at most 200 characters, letters, spaces,
 * hyphens and apostrophes.
 */
export function personNameSchema(requiredMessage: string = MESSAGES.required) {
  return z
    .string({ error: requiredMessage })
    .transform(trimName)
    .pipe(
      z
        .string()
        .min(1, { error: requiredMessage })
        .max(TEXT_MAX_LENGTH, MESSAGES.textTooLong)
        .refine((name) => name === '' || isPersonName(name), MESSAGES.name),
    );
}

/** A required person's name with the generic message (see `personNameSchema`). */
export const nameSchema = personNameSchema();

/** An optional name (middle name): empty becomes null. */
export const optionalNameSchema = z
  .string()
  .nullish()
  .transform((value) => optionalToNull(value))
  .pipe(z.union([z.null(), nameSchema]));

/** A `yyyy-mm-dd` or ISO date-time not later than now (spec message). */
export const isoDateNotFutureSchema = z
  .string({ error: MESSAGES.invalidIsoDate })
  .refine((value) => isIsoDateNotFuture(value), MESSAGES.invalidIsoDate);

/* ---------- Uploaded files ---------- */

/** Accepted upload types (spec section 5: jpeg, jpg, png, pdf). */
export const UPLOAD_MIME_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type UploadMimeType = (typeof UPLOAD_MIME_TYPES)[number];

/**
 * A stored-file reference: the key the API's upload endpoint gives back for a file in the blob
 * store, e.g. `birth/12345678901-aB3dE9kLmN0p.jpg`. Relative path segments of letters, digits,
 * `.`, `_` and `-` (no scheme, no leading slash, no `..`), so neither a base64 data URL nor a
 * link to another host can stand in for an uploaded file.
 */
export const storedFileRefSchema = z
  .string({ error: MESSAGES.storedFile })
  .max(TEXT_MAX_LENGTH, MESSAGES.storedFile)
  .regex(/^[A-Za-z0-9][\w-]*(?:\/[A-Za-z0-9][\w.-]*)*$/, MESSAGES.storedFile);

export const optionalStoredFileRefSchema = optionalField(storedFileRefSchema);

/** An uploaded document: its type and where the blob store keeps it. */
export const uploadedFileSchema = z.strictObject({
  mimeType: z.enum(UPLOAD_MIME_TYPES, { error: MESSAGES.fileType }),
  url: storedFileRefSchema,
});

/** Digit strings from a select ('2') are read as numbers; '' stays '' so it is refused, not 0. */
function numberFromForm(message: string) {
  return z.preprocess(
    (value) => (typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value),
    z.number({ error: message }),
  );
}

/** A code from a lookup list; any value the list does not hold is refused. */
export function lookupValueSchema<const T extends readonly LookupOption[]>(
  list: T,
  message: string = MESSAGES.invalidOption,
): z.ZodType<T[number]['value'], unknown> {
  const values = new Set<string | number>(list.map((option) => option.value));
  const numeric = list.length > 0 && list.every((option) => typeof option.value === 'number');
  const base: z.ZodType<string | number, unknown> = numeric
    ? numberFromForm(message)
    : z.string({ error: message });
  const checked = base.refine((value) => values.has(value), { error: message });
  return checked as z.ZodType<T[number]['value'], unknown>;
}

function ageSchema(isValid: (age: number) => boolean, message: string) {
  return z.coerce
    .number<unknown>({ error: message })
    .refine((age) => Number.isInteger(age) && isValid(age), message);
}

export const motherAgeSchema = ageSchema(isMotherAgeValid, MESSAGES.motherAge);
export const fatherAgeSchema = ageSchema(isFatherAgeValid, MESSAGES.fatherAge);
