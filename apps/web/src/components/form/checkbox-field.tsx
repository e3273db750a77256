import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import type { ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { errorText, fieldErrorSx } from './field-error';

export interface CheckboxFieldProps {
  name: string;
  label: ReactNode;
  required?: boolean;
}

/**
 * A checkbox bound to the surrounding form (a declaration or acknowledgement): the form keeps
 * true or false; its error shows beneath it on red.
 */
export function CheckboxField({ name, label, required }: CheckboxFieldProps) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const message = errorText(fieldState.error);
  return (
    <FormControl error={Boolean(message)} required={required}>
      <FormControlLabel
        label={label}
        sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { pt: 0.5 } }}
        control={
          <Checkbox
            name={field.name}
            checked={field.value === true}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            slotProps={{
              input: {
                ref: field.ref,
                'aria-invalid': Boolean(message),
                'aria-required': required,
              },
            }}
          />
        }
      />
      {message ? <FormHelperText sx={fieldErrorSx}>{message}</FormHelperText> : null}
    </FormControl>
  );
}
