import { lgasOfState, statesSortedByName, type LookupOption } from '@vitalreg/domain';
import { useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { SelectField } from './select-field';

export const STATE_OPTIONS: readonly LookupOption[] = statesSortedByName().map((state) => ({
  value: state.State_ID,
  name: state.State_Name,
}));

export function lgaOptionsOf(stateId: unknown): LookupOption[] {
  const id = Number(stateId);
  if (!stateId || !Number.isInteger(id)) return [];
  return lgasOfState(id)
    .map((lga) => ({ value: lga.LGA_ID, name: lga.LGA_Name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

export interface StateLgaFieldsProps {
  stateName: string;
  lgaName: string;
  stateLabel: string;
  lgaLabel: string;
  required?: boolean;
  readOnly?: boolean;
  /** Called after the state changed (the LGA is already cleared). */
  onStateChange?: (state: string) => void;
  /** Called after the LGA changed (by the user or by a state change). */
  onLgaChange?: (lga: string) => void;
}

/** State -> LGA cascade: the LGA lists the state's LGAs and is cleared when the state changes. */
export function StateLgaFields({
  stateName,
  lgaName,
  stateLabel,
  lgaLabel,
  required,
  readOnly,
  onStateChange,
  onLgaChange,
}: StateLgaFieldsProps) {
  const { control, setValue } = useFormContext();
  const state = useWatch({ control, name: stateName }) as unknown;
  const lgas = useMemo(() => lgaOptionsOf(state), [state]);
  return (
    <>
      <SelectField
        name={stateName}
        label={stateLabel}
        options={STATE_OPTIONS}
        required={required}
        readOnly={readOnly}
        onValueChange={(value) => {
          setValue(lgaName, '', { shouldDirty: true });
          onStateChange?.(value);
          onLgaChange?.('');
        }}
      />
      <SelectField
        name={lgaName}
        label={lgaLabel}
        options={lgas}
        required={required}
        readOnly={readOnly}
        disabled={lgas.length === 0}
        placeholder={lgas.length === 0 ? 'Choose the state first' : 'Select…'}
        onValueChange={onLgaChange}
      />
    </>
  );
}
