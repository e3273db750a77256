import { PHONE_MAX_DIGITS } from '@vitalreg/domain';
import { digitsOnly, TextInput } from './text-field';

export interface PhoneFieldProps {
  name: string;
  label?: string;
  required?: boolean;
}

/**
 * A phone number: digits only, up to 15 (spec section 5). The schema checks at least 11 digits
 * ("Input number must have at least 11 digits."); the 234 prefix is applied before sending.
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
      placeholder="08031234567"
    />
  );
}
