import { NIGERIA_COUNTRY_CODE } from '../../constants.ts';

/** Where a record is registered, as the wizard's selects hold it (strings, '' when unknown). */
export interface RegistrationPlaceValues {
  registration_state: string;
  registration_lga: string;
  Reg_Center: string;
}

export const NO_REGISTRATION_PLACE: RegistrationPlaceValues = {
  registration_state: '',
  registration_lga: '',
  Reg_Center: '',
};

/** Nigeria as a country or nationality select holds it (the wizards' default). */
export const NIGERIA_FORM_VALUE = String(NIGERIA_COUNTRY_CODE);

/** A stored value as a form input holds it: numbers as the selects' text, the rest as it is. */
function toFormValue(value: unknown): unknown {
  return typeof value === 'number' ? String(value) : value;
}

/**
 * The template's fields filled from stored particulars: fields the template lacks are dropped,
 * and a field stored empty keeps the template's value (e.g. the default mode of identity).
 * Nested objects (age at death) are filled the same way.
 */
export function fillDraft<T extends object>(template: T, stored: object | null | undefined): T {
  if (!stored) return template;
  const values = stored as Record<string, unknown>;
  const result = { ...template } as Record<string, unknown>;
  for (const key of Object.keys(template)) {
    const value = values[key];
    if (value == null) continue;
    const current = result[key];
    result[key] =
      isPlainObject(current) && isPlainObject(value)
        ? fillDraft(current, value)
        : toFormValue(value);
  }
  return result as T;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
