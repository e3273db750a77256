import TextField from '@mui/material/TextField';
import { TEXT_MAX_LENGTH } from '@vitalreg/domain';
import type { HTMLInputTypeAttribute, ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { errorText, fieldErrorSx } from './field-error';

export interface TextInputProps {
  name: string;
  label: string;
  required?: boolean;
  /** Characters allowed; 200 by default (spec section 5). */
  maxLength?: number;
  /** Locked, e.g. filled from a verified NIN. The value is still submitted. */
  readOnly?: boolean;
  disabled?: boolean;
  type?: HTMLInputTypeAttribute;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  autoComplete?: string;
  helperText?: ReactNode;
  /** A value as it should be written, said under the field and after its error. */
  example?: string;
  placeholder?: string;
  /** Rewrites what is typed before it is stored (e.g. digits only). */
  normalize?: (value: string) => string;
  /** Several lines (a comment), at least `minRows` high. */
  multiline?: boolean;
  minRows?: number;
  /** Focused when it appears (the one field of a dialog). */
  autoFocus?: boolean;
}

/** A text input bound to the surrounding form; its error shows beneath it on red. */
export function TextInput({
  name,
  label,
  required,
  maxLength = TEXT_MAX_LENGTH,
  readOnly,
  disabled,
  type = 'text',
  inputMode,
  autoComplete,
  helperText,
  example,
  placeholder,
  normalize,
  multiline,
  minRows,
  autoFocus,
}: TextInputProps) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const message = errorText(fieldState.error);
  return (
    <TextField
      name={field.name}
      value={(field.value as string | number | null | undefined) ?? ''}
      onChange={(event) =>
        field.onChange(normalize ? normalize(event.target.value) : event.target.value)
      }
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={label}
      required={required}
      disabled={disabled}
      type={type}
      placeholder={placeholder}
      autoComplete={autoComplete}
      multiline={multiline}
      minRows={minRows}
      autoFocus={autoFocus}
      error={Boolean(message)}
      helperText={
        message && example
          ? `${message} For example: ${example}.`
          : (message ?? helperText ?? (example ? `For example: ${example}` : undefined))
      }
      fullWidth
      size="small"
      slotProps={{
        htmlInput: {
          maxLength,
          readOnly,
          inputMode,
          'aria-readonly': readOnly || undefined,
        },
        formHelperText: { sx: message ? fieldErrorSx : undefined },
        inputLabel: readOnly || type === 'date' ? { shrink: true } : undefined,
      }}
      sx={readOnly ? { '& .MuiInputBase-root': { bgcolor: 'action.hover' } } : undefined}
    />
  );
}

/** Keeps digits only. */
export const digitsOnly = (value: string) => value.replace(/\D+/g, '');
