import { PHONE_MAX_DIGITS } from '@vitalreg/domain';
import { digitsOnly, TextInput } from './text-field';

export interface PhoneFieldProps {
  name: string;
  label?: string;
  required?: boolean;
}

/** A Nigerian mobile number as the registry writes it. */
export const PHONE_EXAMPLE = '08031234567';

/**
 * A phone number: digits only, up to 15 (spec section 5). The schema checks at least 11 digits
 * ("Input number must have at least 11 digits."), said at the field with an example; the 234
 * prefix is applied before sending.
 */
export function PhoneField({ name, label = 'Phone number', required }: PhoneFieldProps) {
  return (
    <TextInput
      name={name}
      label={label}
      required={required}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      maxLength={PHONE_MAX_DIGITS}
      normalize={digitsOnly}
      placeholder={PHONE_EXAMPLE}
      example={PHONE_EXAMPLE}
    />
  );
}
