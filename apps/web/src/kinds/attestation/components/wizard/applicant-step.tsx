import {
  defaultApplicantDateOfBirth,
  IDENTITY_DOCUMENT_TYPES,
  MARITAL_STATUSES,
  SEX_CODES,
  SEX_KEYS,
  SEXES,
} from '@vitalreg/domain';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FaceCapture } from '@/components/form/face-capture';
import { FieldGrid, FieldSection, FullWidth } from '@/components/form/field-layout';
import { NinField } from '@/components/form/identity-field';
import {
  useIdentityVerification,
  type IdentityFill,
  type IdentityVerification,
} from '@/components/form/identity-verification';
import { NAME_FILL, PersonNameFields } from '@/components/form/person-identity';
import { PhoneField } from '@/components/form/phone-field';
import { DateField } from '@/components/form/date-field';
import { SelectField } from '@/components/form/select-field';
import { StateLgaFields } from '@/components/form/state-lga-fields';
import { TextInput } from '@/components/form/text-field';
import { ATTESTATION_IDENTITY_SCOPE } from './attestation-draft';

export const APPLICANT_SCOPE = `${ATTESTATION_IDENTITY_SCOPE}applicant`;

/** What a verified NIN fills (and locks): the names and the date of birth; the sex below. */
const IDENTITY_FILL: IdentityFill = { ...NAME_FILL, dateOfBirth: 'date_of_birth' };

/** The identity agency's sex keys (spec: m, f) as the sex select's codes. */
const SEX_OF_KEY: Record<string, string> = {
  [SEX_KEYS.male]: String(SEX_CODES.male),
  [SEX_KEYS.female]: String(SEX_CODES.female),
};

/** The verified person's sex, put in the form once the NIN is verified. */
function useVerifiedSex(verification: IdentityVerification | undefined): string | undefined {
  const { getValues, setValue } = useFormContext();
  const sex = SEX_OF_KEY[verification?.person.sex ?? ''];
  useEffect(() => {
    if (sex && getValues('sex') !== sex) {
      setValue('sex', sex, { shouldDirty: true, shouldValidate: true });
    }
  }, [sex, getValues, setValue]);
  return sex;
}

/**
 * Particulars of Applicant (spec section 3 "Attestation"). With a NIN, the applicant's names,
 * date of birth and sex come from the verified NIN and are locked; without, an identity
 * document is required. The applicant must be at least 18.
 */
export function ApplicantStep({ withNin }: { withNin: boolean }) {
  const { control } = useFormContext();
  const nin = useWatch({ control, name: 'nin' }) as unknown;
  const verification = useIdentityVerification(APPLICANT_SCOPE, nin);
  const verifiedSex = useVerifiedSex(withNin ? verification : undefined);
  const locked = withNin && Boolean(verification);
  const dateLocked = locked && Boolean(verification?.person.dateOfBirth);
  return (
    <>
      {withNin ? (
        <FieldSection title="Identity">
          <FieldGrid>
            <NinField
              name="nin"
              label="Applicant's NIN"
              scope={APPLICANT_SCOPE}
              fill={IDENTITY_FILL}
            />
          </FieldGrid>
        </FieldSection>
      ) : null}
      <FieldSection title="Applicant">
        <FieldGrid>
          <PersonNameFields locked={locked} />
          <SelectField
            name="sex"
            label="Sex"
            options={SEXES}
            required
            readOnly={locked && Boolean(verifiedSex)}
          />
          {dateLocked ? (
            <TextInput name="date_of_birth" label="Date of birth" required readOnly />
          ) : (
            <DateField
              name="date_of_birth"
              label="Date of birth"
              required
              max={defaultApplicantDateOfBirth()}
            />
          )}
          <SelectField
            name="marital_status"
            label="Marital status"
            options={MARITAL_STATUSES}
            required
          />
          <PhoneField name="phone" required />
          <TextInput
            name="email"
            label="Email (optional)"
            type="email"
            inputMode="email"
            autoComplete="email"
          />
        </FieldGrid>
      </FieldSection>
      <FieldSection title="Origin">
        <FieldGrid>
          <StateLgaFields
            stateName="state_of_origin"
            lgaName="lga_of_origin"
            stateLabel="State of origin"
            lgaLabel="LGA of origin"
            required
          />
          <TextInput name="town" label="Town" required />
        </FieldGrid>
      </FieldSection>
      <FieldSection title={withNin ? 'Identity document (optional)' : 'Identity document'}>
        <FieldGrid>
          <SelectField
            name="id_type"
            label="Identity document type"
            options={IDENTITY_DOCUMENT_TYPES}
            required={!withNin}
          />
          <TextInput name="id_number" label="Identity document number" required={!withNin} />
        </FieldGrid>
      </FieldSection>
      <FieldSection title="Photograph">
        <FieldGrid>
          <FullWidth>
            <FaceCapture name="face" label="Applicant's face" required />
          </FullWidth>
        </FieldGrid>
      </FieldSection>
    </>
  );
}
