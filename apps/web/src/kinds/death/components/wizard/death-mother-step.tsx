import { FieldGrid, FieldSection } from '@/components/form/field-layout';
import { OriginSection } from '@/components/form/origin-section';
import {
  IdentitySection,
  PersonNameFields,
  usePersonVerification,
} from '@/components/form/person-identity';
import { PhoneField } from '@/components/form/phone-field';
import { ResidenceSection } from '@/components/form/residence-section';
import { DEATH_IDENTITY_SCOPE } from './death-draft';

/** Particulars of Mother of form A (the deceased child's mother). */
export function DeathMotherStep() {
  const scope = `${DEATH_IDENTITY_SCOPE}mother`;
  const locked = Boolean(usePersonVerification(scope));
  return (
    <>
      <IdentitySection scope={scope} withNoNinReason />
      <FieldSection title="Mother">
        <FieldGrid>
          <PersonNameFields locked={locked} />
          <PhoneField name="phone" />
        </FieldGrid>
      </FieldSection>
      <OriginSection />
      <ResidenceSection />
    </>
  );
}
