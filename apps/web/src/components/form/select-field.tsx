import TextField from '@mui/material/TextField';
import type { LookupOption } from '@vitalreg/domain';
import type { ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { errorText, fieldErrorSx } from './field-error';

export interface SelectFieldProps {
  name: string;
  label: string;
  options: readonly LookupOption[];
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  helperText?: ReactNode;
  /** Text of the empty first option. */
  placeholder?: string;
  /** Called after the value changed (e.g. to clear a dependent field). */
  onValueChange?: (value: string) => void;
}

/**
 * A select over a lookup list (`value - name`). A native select: long lists (ethnic groups,
 * occupations) stay fast and phones show their own picker. Values are kept as strings.
 */
export function SelectField({
  name,
  label,
  options,
  required,
  disabled,
  readOnly,
  helperText,
  placeholder = 'Select…',
  onValueChange,
}: SelectFieldProps) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const message = errorText(fieldState.error);
  const value = field.value == null ? '' : String(field.value as string | number);
  return (
    <TextField
      select
      name={field.name}
      value={value}
      onChange={(event) => {
        field.onChange(event.target.value);
        onValueChange?.(event.target.value);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={label}
      required={required}
      disabled={disabled || readOnly}
      error={Boolean(message)}
      helperText={message ?? helperText}
      fullWidth
      size="small"
      slotProps={{
        select: { native: true },
        inputLabel: { shrink: true },
        formHelperText: { sx: message ? fieldErrorSx : undefined },
      }}
    >
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={String(option.value)} value={String(option.value)}>
          {option.name}
        </option>
      ))}
    </TextField>
  );
}
