import { z } from 'zod';
import { DATABASE_INTEGER_MAX } from '../../constants.ts';
import { MESSAGES } from '../../validation/messages.ts';
import { lgaIdSchema, stateIdSchema } from '../../validation/reference-schemas.ts';
import { isEmpty } from '../../validation/rules.ts';
import {
  requiredField,
  storedFileRefSchema,
  textSchema,
  type FormValue,
} from '../../validation/schemas.ts';
import { lgaBelongsToState } from '../../reference/states.ts';

/**
 * Shared pieces of every record kind's schemas. Every schema is built in one of two modes
 * from the same field schemas, so the server re-runs exactly the form's validations:
 * - `form`: the wizard step (zodResolver). Unknown keys are dropped, and a field the form
 *   hides for the answers given (e.g. state of origin of a foreign national) is cleared to null.
 * - `submission`: the API body. Unknown keys and values in hidden fields are refused.
 */
export type SchemaMode = 'form' | 'submission';

export function objectFor<S extends z.ZodRawShape>(
  shape: S,
  mode: SchemaMode,
  params?: { error: string },
): z.ZodObject<S> {
  // Both objects parse to the same output; only the handling of unknown keys differs.
  return (mode === 'submission'
    ? z.strictObject(shape, params)
    : z.object(shape, params)) as unknown as z.ZodObject<S>;
}

/**
 * The raw value of a field shown only for some answers. It is checked by the object's
 * `checkConditional` (with the field's own schema) when shown, and ignored or refused when hidden.
 */
export const conditionalCode = z.union([z.string(), z.number()]).nullish();
export const conditionalText = z.string().nullish();

/** A code as the condition helpers (`isNigerian`, `isLiterate`) read it, whatever the input held. */
export function codeOf(value: unknown): string | number | null {
  return typeof value === 'string' || typeof value === 'number' ? value : null;
}

/** Required free text (street, town): trimmed, 1 to 200 characters, the field's own message. */
export function requiredText(message: string) {
  return z.string({ error: message }).pipe(textSchema.min(1, message));
}

/** A required stored-file reference (signature, face) with the field's own message. */
export function requiredFile(message: string) {
  return z
    .string({ error: message })
    .refine((value) => !isEmpty(value), { error: message })
    .pipe(storedFileRefSchema);
}

/**
 * Checks a conditional field inside `withConditionalFields`' check: when shown it must pass
 * `schema` (which carries its "required" message); when hidden the submission refuses a value.
 * Answers the field's parsed value when shown and valid, null when hidden, undefined when it
 * has a problem (the issue is added to `ctx`).
 */
export function checkConditional<S extends z.ZodType>(
  ctx: z.RefinementCtx,
  mode: SchemaMode,
  key: string,
  shown: boolean,
  schema: S,
  value: unknown,
): z.output<S> | null | undefined {
  if (!shown) {
    if (mode === 'submission' && !isEmpty(value)) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.hiddenField, path: [key] });
    }
    return null;
  }
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    ctx.addIssue({ code: 'custom', message: issue.message, path: [key, ...issue.path] });
  }
  return undefined;
}

/** The issues of a check run only to make an output: they were reported when it first ran. */
const IGNORED_ISSUES = { addIssue: () => {} } as unknown as z.RefinementCtx;

/**
 * An object schema with fields shown only for some answers: `check` checks them (adding their
 * issues) and answers their parsed values (null when hidden), which replace the raw values in
 * the output. Each field is parsed once: the output, made only when the whole object is valid,
 * takes what `check` found for this very object (parsing them again was a third of the cost of
 * validating a submission).
 */
export function withConditionalFields<S extends z.ZodType<object>, O extends object>(
  schema: S,
  check: (ctx: z.RefinementCtx, value: z.output<S>) => O,
) {
  const found = new WeakMap<z.output<S>, O>();
  return schema
    .superRefine(
      (value, ctx) => {
        found.set(value, check(ctx, value));
      },
      // Runs even when a field of the object was refused (an empty age, a letter in it), so a
      // step shows all its problems at once (docs/dates-and-messages.md).
      { when: ({ value }) => typeof value === 'object' && value !== null },
    )
    .transform((value): Omit<z.output<S>, keyof O> & O => ({
      ...value,
      ...(found.get(value) ?? check(IGNORED_ISSUES, value)),
    }));
}

/** Adds "the LGA does not belong to the state" under the LGA field when both ids are valid. */
export function checkLgaInState(
  ctx: z.RefinementCtx,
  state: unknown,
  lga: unknown,
  lgaPath: PropertyKey[],
): void {
  const stateId = stateIdSchema.safeParse(state);
  const lgaId = lgaIdSchema.safeParse(lga);
  if (stateId.success && lgaId.success) checkLgaOfState(ctx, stateId.data, lgaId.data, lgaPath);
}

/** `checkLgaInState` for ids already parsed (null or undefined: nothing to compare). */
export function checkLgaOfState(
  ctx: z.RefinementCtx,
  stateId: number | null | undefined,
  lgaId: number | null | undefined,
  lgaPath: PropertyKey[],
): void {
  if (stateId != null && lgaId != null && !lgaBelongsToState(stateId, lgaId)) {
    ctx.addIssue({ code: 'custom', message: MESSAGES.lgaNotInState, path: lgaPath });
  }
}

/* ---------- Place of registration ---------- */

const registrationCentreIdSchema = z.coerce
  .number<unknown>({ error: MESSAGES.registrationCentre })
  .int(MESSAGES.registrationCentre)
  .positive(MESSAGES.registrationCentre)
  .max(DATABASE_INTEGER_MAX, MESSAGES.registrationCentre);

/**
 * Where the record is registered. The wizard shows these on its first step; the payload
 * carries them at the top level (`registration_state`, `registration_lga`, `Reg_Center`). That
 * the centre exists and lies in that LGA, and in the user's scope, is the API's check.
 */
export const registrationPlaceShape = {
  registration_state: requiredField(stateIdSchema, MESSAGES.registrationState),
  registration_lga: requiredField(lgaIdSchema, MESSAGES.registrationLga),
  Reg_Center: requiredField(registrationCentreIdSchema, MESSAGES.registrationCentre),
};

export function checkRegistrationPlace(
  ctx: z.RefinementCtx,
  value: { registration_state?: FormValue; registration_lga?: FormValue },
  path: PropertyKey[] = [],
): void {
  checkLgaInState(ctx, value.registration_state, value.registration_lga, [
    ...path,
    'registration_lga',
  ]);
}
