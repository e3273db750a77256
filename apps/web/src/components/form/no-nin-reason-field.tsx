import { NO_REGISTRATION_REASONS } from '@vitalreg/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import { SelectField } from './select-field';

export interface NoNinReasonFieldProps {
  name: string;
  ninName: string;
  trackingIdName: string;
  label?: string;
}

/** "Reason for no NIN": shown only while neither a NIN nor a tracking id is entered. */
export function NoNinReasonField({
  name,
  ninName,
  trackingIdName,
  label = 'Reason for no NIN',
}: NoNinReasonFieldProps) {
  const { control } = useFormContext();
  const [nin, trackingId] = useWatch({ control, name: [ninName, trackingIdName] }) as unknown[];
  const empty = (value: unknown) => typeof value !== 'string' || value.trim() === '';
  if (!empty(nin) || !empty(trackingId)) return null;
  return <SelectField name={name} label={label} options={NO_REGISTRATION_REASONS} />;
}
