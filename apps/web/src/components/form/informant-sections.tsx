import type { LookupOption } from '@vitalreg/domain';
import { FieldGrid, FieldSection } from './field-layout';
import { IdentitySection, PersonNameFields, usePersonVerification } from './person-identity';
import { PhoneField } from './phone-field';
import { ResidenceSection } from './residence-section';
import { SelectField } from './select-field';

export interface InformantSectionsProps {
  /** Where the informant's verifications are kept (`birth.informant`). */
  scope: string;
  /** "Relationship with child". */
  relationshipLabel: string;
  relationshipOptions: readonly LookupOption[];
}

/**
 * An informant identified by NIN or tracking id: identity, names (locked once verified),
 * relationship, phone and residence. The kind's step adds how the informant confirms.
 */
export function InformantSections({
  scope,
  relationshipLabel,
  relationshipOptions,
}: InformantSectionsProps) {
  const locked = Boolean(usePersonVerification(scope));
  return (
    <>
      <IdentitySection scope={scope} />
      <FieldSection title="Informant">
        <FieldGrid>
          <PersonNameFields locked={locked} />
          <SelectField
            name="relationship"
            label={relationshipLabel}
            options={relationshipOptions}
            required
          />
          <PhoneField name="phone" required />
        </FieldGrid>
      </FieldSection>
      <ResidenceSection />
    </>
  );
}
