import { EDUCATION_LEVELS, LITERACY_LEVELS } from '@vitalreg/domain';
import { ShowWhen, whenLiterate } from './country-fields';
import { FieldGrid, FieldSection } from './field-layout';
import { SelectField } from './select-field';

/** "Education": literacy, and the level of education only when literate. */
export function EducationSection() {
  return (
    <FieldSection title="Education">
      <FieldGrid>
        <SelectField name="literacy" label="Literacy" options={LITERACY_LEVELS} required />
        <ShowWhen name="literacy" when={whenLiterate}>
          <SelectField
            name="education_level"
            label="Level of education"
            options={EDUCATION_LEVELS}
            required
          />
        </ShowWhen>
      </FieldGrid>
    </FieldSection>
  );
}
