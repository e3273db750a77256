import { STILLBIRTH_INFORMANT_RELATIONSHIPS } from '@vitalreg/domain';
import { CheckboxField } from '@/components/form/checkbox-field';
import { FieldGrid, FieldSection, FullWidth } from '@/components/form/field-layout';
import { ResidenceSection } from '@/components/form/residence-section';
import { SelectField } from '@/components/form/select-field';
import { TextInput } from '@/components/form/text-field';

export const ACKNOWLEDGEMENT_LABEL =
  'The informant confirms that the particulars given are true to the best of their knowledge.';

/** Particulars of Informant of a stillbirth, with the acknowledgement the informant must give. */
export function StillbirthInformantStep() {
  return (
    <>
      <FieldSection title="Informant">
        <FieldGrid>
          <TextInput name="fullname" label="Full name" required autoComplete="off" />
          <SelectField
            name="relationship"
            label="Relationship with the mother"
            options={STILLBIRTH_INFORMANT_RELATIONSHIPS}
            required
          />
        </FieldGrid>
      </FieldSection>
      <ResidenceSection />
      <FieldSection title="Acknowledgement">
        <FieldGrid>
          <FullWidth>
            <CheckboxField name="acknowledgement" label={ACKNOWLEDGEMENT_LABEL} required />
          </FullWidth>
        </FieldGrid>
      </FieldSection>
    </>
  );
}
