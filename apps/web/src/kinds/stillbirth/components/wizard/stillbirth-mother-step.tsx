import { FieldGrid, FieldSection } from '@/components/form/field-layout';
import { OriginSection } from '@/components/form/origin-section';
import { ResidenceSection } from '@/components/form/residence-section';
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
      {/* A stillbirth asks the state of origin without its LGA. */}
      <OriginSection withLga={false} />
      <ResidenceSection />
    </>
  );
}
