import {
  COUNTRIES,
  isLiterate,
  isNigerian,
  NATIONALITIES,
  NIGERIA_COUNTRY_CODE,
  type LookupOption,
} from '@vitalreg/domain';
import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { SelectField, type SelectFieldProps } from './select-field';

/** Countries by name, Nigeria (63) first. */
export const COUNTRY_OPTIONS: readonly LookupOption[] = [...COUNTRIES]
  .sort((a, b) =>
    a.Country_Code === NIGERIA_COUNTRY_CODE
      ? -1
      : b.Country_Code === NIGERIA_COUNTRY_CODE
        ? 1
        : a.Country_Name.localeCompare(b.Country_Name, 'en'),
  )
  .map((country) => ({ value: country.Country_Code, name: country.Country_Name }));

/** Nationalities by name, Nigerian (63) first. */
export const NATIONALITY_OPTIONS: readonly LookupOption[] = [
  ...NATIONALITIES.filter((n) => n.value === NIGERIA_COUNTRY_CODE),
  ...NATIONALITIES.filter((n) => n.value !== NIGERIA_COUNTRY_CODE),
];

type CodeSelectProps = Omit<SelectFieldProps, 'options'>;

export function CountrySelect(props: CodeSelectProps) {
  return <SelectField {...props} options={COUNTRY_OPTIONS} />;
}

export function NationalitySelect(props: CodeSelectProps) {
  return <SelectField {...props} options={NATIONALITY_OPTIONS} />;
}

/** A form code as the domain's condition helpers read it ('63' and 63 alike). */
export function codeValue(value: unknown): string | number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return undefined;
}

export interface ShowWhenProps {
  /** The field whose value decides. */
  name: string;
  when: (value: unknown) => boolean;
  children: ReactNode;
}

/** Renders its fields only while `when(value of name)` holds. */
export function ShowWhen({ name, when, children }: ShowWhenProps) {
  const { control } = useFormContext();
  const value = useWatch({ control, name }) as unknown;
  return when(value) ? <>{children}</> : null;
}

/** The 63 rule: origin, ethnic group and residence details only for Nigeria (spec section 5). */
export const whenNigerian = (value: unknown) => isNigerian(codeValue(value));
/** Education level only when literate (1). */
export const whenLiterate = (value: unknown) => isLiterate(codeValue(value));
