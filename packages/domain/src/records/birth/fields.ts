import { z } from 'zod';
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
 * Shared pieces of the birth registration schemas. Every schema is built in one of two modes
 * from the same field schemas, so the server re-runs exactly the form's validations:
 * - `form`: the wizard step (zodResolver). Unknown keys are dropped, and a field the form
 *   hides for the answers given (e.g. state of origin of a foreign national) is cleared to null.
 * - `submission`: the API body. Unknown keys and values in hidden fields are refused.
 */
export type SchemaMode = 'form' | 'submission';

export function objectFor<S extends z.ZodRawShape>(shape: S, mode: SchemaMode): z.ZodObject<S> {
  // Both objects parse to the same output; only the handling of unknown keys differs.
  return (mode === 'submission'
    ? z.strictObject(shape)
    : z.object(shape)) as unknown as z.ZodObject<S>;
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
    .refine((value) => !isEmpty(value), { error: message, abort: true })
    .pipe(storedFileRefSchema);
}

/**
 * Checks a conditional field inside an object-level `superRefine`: when shown it must pass
 * `schema` (which carries its "required" message); when hidden the submission refuses a value.
 */
export function checkConditional(
  ctx: z.RefinementCtx,
  mode: SchemaMode,
  key: string,
  shown: boolean,
  schema: z.ZodType,
  value: unknown,
): boolean {
  if (!shown) {
    if (mode === 'submission' && !isEmpty(value)) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.hiddenField, path: [key] });
    }
    return false;
  }
  const result = schema.safeParse(value);
  if (result.success) return true;
  for (const issue of result.error.issues) {
    ctx.addIssue({ code: 'custom', message: issue.message, path: [key, ...issue.path] });
  }
  return false;
}

/** The output of a conditional field: its parsed value when shown, null when hidden. */
export function conditionalOutput<S extends z.ZodType>(
  shown: boolean,
  schema: S,
  value: unknown,
): z.output<S> | null {
  return shown ? schema.parse(value) : null;
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
  if (stateId.success && lgaId.success && !lgaBelongsToState(stateId.data, lgaId.data)) {
    ctx.addIssue({ code: 'custom', message: MESSAGES.lgaNotInState, path: lgaPath });
  }
}

/* ---------- Place of registration ---------- */

const registrationCentreIdSchema = z.coerce
  .number<unknown>({ error: MESSAGES.registrationCentre })
  .int(MESSAGES.registrationCentre)
  .positive(MESSAGES.registrationCentre);

/**
 * Where the birth is registered. The wizard shows these on Particulars of Child; the payload
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
