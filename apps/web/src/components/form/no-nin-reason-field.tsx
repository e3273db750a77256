import { NO_REGISTRATION_REASONS } from '@vitalreg/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import { SelectField } from './select-field';

export interface NoNinReasonFieldProps {
  name: string;
  ninName: string;
  /** Omitted for a person without a tracking id (the deceased). */
  trackingIdName?: string;
  label?: string;
}

/** "Reason for no NIN": shown only while neither a NIN nor a tracking id (if any) is entered. */
export function NoNinReasonField({
  name,
  ninName,
  trackingIdName,
  label = 'Reason for no NIN',
}: NoNinReasonFieldProps) {
  const { control } = useFormContext();
  const nin = useWatch({ control, name: ninName }) as unknown;
  // Without a tracking id field, the NIN's name is watched twice: the hook is called alike.
  const trackingId = useWatch({ control, name: trackingIdName ?? ninName }) as unknown;
  const noTrackingId = trackingIdName ? trackingId : '';
  const empty = (value: unknown) => typeof value !== 'string' || value.trim() === '';
  if (!empty(nin) || !empty(noTrackingId)) return null;
  return <SelectField name={name} label={label} options={NO_REGISTRATION_REASONS} />;
}
