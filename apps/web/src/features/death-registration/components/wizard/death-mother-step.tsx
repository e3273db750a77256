import { ETHNIC_GROUPS } from '@vitalreg/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import { NationalitySelect, ShowWhen, whenNigerian } from '@/components/form/country-fields';
import { FieldGrid, FieldSection } from '@/components/form/field-layout';
import { NinField, TrackingIdField } from '@/components/form/identity-field';
import { useIdentityVerification } from '@/components/form/identity-verification';
import { NoNinReasonField } from '@/components/form/no-nin-reason-field';
import { PhoneField } from '@/components/form/phone-field';
import { ResidenceSection } from '@/components/form/residence-section';
import { SelectField } from '@/components/form/select-field';
import { StateLgaFields } from '@/components/form/state-lga-fields';
import { TextInput } from '@/components/form/text-field';
import { DEATH_IDENTITY_SCOPE } from './death-draft';

const IDENTITY_FILL = { surname: 'surname', firstname: 'firstname', middlename: 'middlename' };

/** Particulars of Mother of form A (the deceased child's mother). */
export function DeathMotherStep() {
  const { control } = useFormContext();
  const [nin, trackingId] = useWatch({ control, name: ['nin', 'tracking_id'] }) as unknown[];
  const scope = `${DEATH_IDENTITY_SCOPE}mother`;
  const byNin = useIdentityVerification(scope, nin);
  const byTrackingId = useIdentityVerification(`${scope}.tracking`, trackingId);
  const locked = Boolean(byNin ?? byTrackingId);
  return (
    <>
      <FieldSection title="Identity">
        <FieldGrid>
          <NinField name="nin" scope={scope} fill={IDENTITY_FILL} />
          <TrackingIdField name="tracking_id" scope={`${scope}.tracking`} fill={IDENTITY_FILL} />
          <NoNinReasonField name="reason_for_no_nin" ninName="nin" trackingIdName="tracking_id" />
        </FieldGrid>
      </FieldSection>
      <FieldSection title="Mother">
        <FieldGrid>
          <TextInput name="surname" label="Surname" required readOnly={locked} />
          <TextInput name="firstname" label="First name" required readOnly={locked} />
          <TextInput name="middlename" label="Middle name" readOnly={locked} />
          <PhoneField name="phone" />
        </FieldGrid>
      </FieldSection>
      <FieldSection title="Nationality and origin">
        <FieldGrid>
          <NationalitySelect name="nationality" label="Nationality" required />
          <ShowWhen name="nationality" when={whenNigerian}>
            <StateLgaFields
              stateName="state_of_origin"
              lgaName="lga_of_origin"
              stateLabel="State of origin"
              lgaLabel="LGA of origin"
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
