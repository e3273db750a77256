import Typography from '@mui/material/Typography';
import {
  BIRTH_TYPES,
  BIRTH_WEIGHT_GRAMS,
  GESTATIONAL_WEEKS,
  PLACES_OF_BIRTH,
  SEXES,
} from '@vitalreg/domain';
import { FieldGrid, FieldSection } from '@/components/form/field-layout';
import { DateField } from '@/components/form/date-field';
import { RegistrationPlaceSection } from '@/components/form/registration-place-fields';
import { SelectField } from '@/components/form/select-field';
import { digitsOnly, TextInput } from '@/components/form/text-field';

/** Particulars of Stillbirth (spec section 3), with the place of registration. */
export function StillbirthParticularsStep() {
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        The baby was never born alive.
      </Typography>
      <FieldSection title="Stillbirth">
        <FieldGrid>
          <SelectField name="sex" label="Sex of the baby" options={SEXES} required />
          <DateField name="date_of_delivery" label="Date of delivery" required />
          <SelectField
            name="type_of_delivery"
            label="Type of delivery"
            options={BIRTH_TYPES}
            required
          />
          <TextInput
            name="gestational_weeks"
            label="Length of pregnancy in weeks (optional)"
            inputMode="numeric"
            maxLength={2}
            normalize={digitsOnly}
            helperText={`${GESTATIONAL_WEEKS.min} to ${GESTATIONAL_WEEKS.max} weeks`}
          />
          <TextInput
            name="birth_weight_grams"
            label="Birth weight in grams (optional)"
            inputMode="numeric"
            maxLength={4}
            normalize={digitsOnly}
            helperText={`${BIRTH_WEIGHT_GRAMS.min} to ${BIRTH_WEIGHT_GRAMS.max} grams`}
          />
        </FieldGrid>
      </FieldSection>
      <FieldSection title="Place of delivery">
        <FieldGrid>
          <SelectField name="place" label="Place of delivery" options={PLACES_OF_BIRTH} required />
          <TextInput name="village" label="Village" />
        </FieldGrid>
      </FieldSection>
      <RegistrationPlaceSection />
    </>
  );
}
