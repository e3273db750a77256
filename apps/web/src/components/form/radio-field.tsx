import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { LookupOption } from '@vitalreg/domain';
import { useId, type ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { errorText, fieldErrorSx } from './field-error';

export interface RadioFieldProps {
  name: string;
  label: string;
  options: readonly LookupOption[];
  required?: boolean;
  disabled?: boolean;
  /** Side by side (a short list) instead of one under the other. */
  row?: boolean;
  helperText?: ReactNode;
  /** Called after the value changed (e.g. to fill dependent fields). */
  onValueChange?: (value: string) => void;
}

/**
 * A short list (`value - name`) as radio buttons bound to the surrounding form: the group is
 * named by its label, arrow keys move between options. Values are kept as strings.
 */
export function RadioField({
  name,
  label,
  options,
  required,
  disabled,
  row,
  helperText,
  onValueChange,
}: RadioFieldProps) {
  const labelId = useId();
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const message = errorText(fieldState.error);
  const value = field.value == null ? '' : String(field.value as string | number);
  return (
    <FormControl error={Boolean(message)} required={required} disabled={disabled}>
      <FormLabel id={labelId}>{label}</FormLabel>
      <RadioGroup
        row={row}
        aria-labelledby={labelId}
        name={field.name}
        value={value}
        onChange={(event) => {
          field.onChange(event.target.value);
          onValueChange?.(event.target.value);
        }}
        onBlur={field.onBlur}
      >
        {options.map((option, index) => (
          <FormControlLabel
            key={String(option.value)}
            value={String(option.value)}
            control={<Radio slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }} />}
            label={option.name}
          />
        ))}
      </RadioGroup>
      {message ? (
        <FormHelperText role="alert" sx={fieldErrorSx}>
          {message}
        </FormHelperText>
      ) : helperText ? (
        <FormHelperText>{helperText}</FormHelperText>
      ) : null}
    </FormControl>
  );
}
