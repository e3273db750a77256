import { RESIDENCE_TYPES } from '@vitalreg/domain';
import { CountrySelect, ShowWhen, whenNigerian } from './country-fields';
import { FieldGrid, FieldSection, FullWidth } from './field-layout';
import { SelectField } from './select-field';
import { StateLgaFields } from './state-lga-fields';
import { TextInput } from './text-field';

/**
 * A person's residence, as every record type asks it: country, and in Nigeria the state, LGA
 * and settlement type; the street in any country. Field names are the payload's (`country`,
 * `state`, `lga`, `settlement`, `street_name`).
 */
export function ResidenceSection() {
  return (
    <FieldSection title="Residence">
      <FieldGrid>
        <CountrySelect name="country" label="Country of residence" required />
        <ShowWhen name="country" when={whenNigerian}>
          <StateLgaFields
            stateName="state"
            lgaName="lga"
            stateLabel="State of residence"
            lgaLabel="LGA of residence"
            required
          />
          <SelectField name="settlement" label="Settlement" options={RESIDENCE_TYPES} required />
        </ShowWhen>
        <FullWidth>
          <TextInput
            name="street_name"
            label="Street name"
            required
            autoComplete="street-address"
          />
        </FullWidth>
      </FieldGrid>
    </FieldSection>
  );
}
