import { ETHNIC_GROUPS } from '@vitalreg/domain';
import { NationalitySelect, ShowWhen, whenNigerian } from '@/components/form/country-fields';
import { FieldGrid, FieldSection } from '@/components/form/field-layout';
import { ResidenceSection } from '@/components/form/residence-section';
import { SelectField } from '@/components/form/select-field';
import { STATE_OPTIONS } from '@/components/form/state-lga-fields';
import { digitsOnly, TextInput } from '@/components/form/text-field';

/** Particulars of Mother of a stillbirth: full name, age, nationality, origin, residence. */
export function StillbirthMotherStep() {
  return (
    <>
      <FieldSection title="Mother">
        <FieldGrid>
          <TextInput name="fullname" label="Full name" required autoComplete="off" />
          <TextInput
            name="age"
            label="Age"
            required
            inputMode="numeric"
            maxLength={2}
            normalize={digitsOnly}
          />
        </FieldGrid>
      </FieldSection>
      <FieldSection title="Nationality and origin">
        <FieldGrid>
          <NationalitySelect name="nationality" label="Nationality" required />
          <ShowWhen name="nationality" when={whenNigerian}>
            <SelectField
              name="state_of_origin"
              label="State of origin"
              options={STATE_OPTIONS}
              required
            />
            <SelectField
              name="ethnic_group"
              label="Ethnic group"
              options={ETHNIC_GROUPS}
              required
            />
          </ShowWhen>
        </FieldGrid>
      </FieldSection>
      <ResidenceSection />
    </>
  );
}
