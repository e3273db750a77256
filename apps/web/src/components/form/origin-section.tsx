import { ETHNIC_GROUPS } from '@vitalreg/domain';
import { NationalitySelect, ShowWhen, whenNigerian } from './country-fields';
import { FieldGrid, FieldSection } from './field-layout';
import { SelectField } from './select-field';
import { STATE_OPTIONS, StateLgaFields } from './state-lga-fields';

/**
 * "Nationality and origin": nationality, and for Nigerians the state of origin (with its LGA
 * unless `withLga` is false) and ethnic group. Field names are the payload's (`nationality`,
 * `state_of_origin`, `lga_of_origin`, `ethnic_group`).
 */
export function OriginSection({ withLga = true }: { withLga?: boolean }) {
  return (
    <FieldSection title="Nationality and origin">
      <FieldGrid>
        <NationalitySelect name="nationality" label="Nationality" required />
        <ShowWhen name="nationality" when={whenNigerian}>
          {withLga ? (
            <StateLgaFields
              stateName="state_of_origin"
              lgaName="lga_of_origin"
              stateLabel="State of origin"
              lgaLabel="LGA of origin"
              required
            />
          ) : (
            <SelectField
              name="state_of_origin"
              label="State of origin"
              options={STATE_OPTIONS}
              required
            />
          )}
          <SelectField name="ethnic_group" label="Ethnic group" options={ETHNIC_GROUPS} required />
        </ShowWhen>
      </FieldGrid>
    </FieldSection>
  );
}
