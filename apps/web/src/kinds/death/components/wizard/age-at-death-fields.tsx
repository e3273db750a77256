import { AGE_AT_DEATH_UNITS, ageAtDeathOf } from '@vitalreg/domain';
import FormHelperText from '@mui/material/FormHelperText';
import { useEffect } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { fieldErrorSx } from '@/components/form/field-error';
import { FullWidth } from '@/components/form/field-layout';
import { SelectField } from '@/components/form/select-field';
import { digitsOnly, TextInput } from '@/components/form/text-field';

/**
 * Age at death as a number and its unit (days under a month, months under a year, else years).
 * With both dates known the age is the one they give, filled in and locked.
 */
export function AgeAtDeathFields() {
  const { control, getValues, setValue } = useFormContext();
  const [dateOfBirth, dateOfDeath] = useWatch({
    control,
    name: ['date_of_birth', 'date_of_death'],
  }) as unknown[];
  const fromDates =
    typeof dateOfBirth === 'string' && dateOfBirth && typeof dateOfDeath === 'string' && dateOfDeath
      ? ageAtDeathOf(dateOfBirth, dateOfDeath)
      : undefined;

  // "3|years" while the dates give an age: the effect follows that, not a new object each render.
  const computed = fromDates ? `${fromDates.value}|${fromDates.unit}` : '';
  useEffect(() => {
    if (!computed) return;
    const [value, unit] = computed.split('|');
    const current = getValues('age_at_death') as { value?: unknown; unit?: unknown } | undefined;
    if (current?.value === value && current?.unit === unit) return;
    setValue('age_at_death', { value, unit }, { shouldDirty: true, shouldValidate: true });
  }, [computed, getValues, setValue]);

  // Rules on the age as a whole (form A's "under 5", the dates' age) name `age_at_death` itself.
  const { errors } = useFormState({ control, name: 'age_at_death' });
  const whole = errors.age_at_death?.message;
  const locked = Boolean(fromDates);
  return (
    <>
      <TextInput
        name="age_at_death.value"
        label="Age at death"
        required
        inputMode="numeric"
        maxLength={3}
        normalize={digitsOnly}
        readOnly={locked}
        helperText={locked ? 'From the dates of birth and death' : undefined}
      />
      <SelectField
        name="age_at_death.unit"
        label="Age given in"
        options={AGE_AT_DEATH_UNITS}
        required
        readOnly={locked}
      />
      {typeof whole === 'string' && whole ? (
        <FullWidth>
          <FormHelperText error role="alert" sx={fieldErrorSx}>
            {whole}
          </FormHelperText>
        </FullWidth>
      ) : null}
    </>
  );
}
