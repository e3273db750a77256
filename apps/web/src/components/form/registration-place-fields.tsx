import type { LookupOption } from '@vitalreg/domain';
import { useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useRegistrationCentresStore } from '@/lib/registration-centres-store';
import { useUser } from '@/lib/session-store';
import { FieldGrid, FieldSection } from './field-layout';
import { SelectField } from './select-field';
import { StateLgaFields } from './state-lga-fields';

/** The registration centres of the chosen LGA (the user's own centre always among them). */
export function useRegistrationCentreOptions(lga: unknown): LookupOption[] {
  const centres = useRegistrationCentresStore();
  const user = useUser();
  return useMemo(() => {
    const own = user?.Registration_Centres;
    const all =
      own && !centres.some((c) => c.Reg_Center_ID === own.Reg_Center_ID)
        ? [...centres, own]
        : centres;
    return all
      .filter((centre) => !lga || String(centre.LGA_ID) === String(lga))
      .map((centre) => ({ value: centre.Reg_Center_ID, name: centre.Reg_Center_Name }));
  }, [centres, user, lga]);
}

/**
 * Place of registration, as every record's first step asks it: state -> LGA -> centre of that
 * LGA (`registration_state`, `registration_lga`, `Reg_Center`); a new LGA clears the centre.
 */
export function RegistrationPlaceSection() {
  const { control, setValue } = useFormContext();
  const registrationLga = useWatch({ control, name: 'registration_lga' }) as unknown;
  const centres = useRegistrationCentreOptions(registrationLga);
  return (
    <FieldSection title="Place of registration">
      <FieldGrid>
        <StateLgaFields
          stateName="registration_state"
          lgaName="registration_lga"
          stateLabel="Registration state"
          lgaLabel="Registration LGA"
          required
          onLgaChange={() => setValue('Reg_Center', '', { shouldDirty: true })}
        />
        <SelectField
          name="Reg_Center"
          label="Registration centre"
          options={centres}
          required
          disabled={centres.length === 0}
        />
      </FieldGrid>
    </FieldSection>
  );
}
