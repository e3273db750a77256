import TextField from '@mui/material/TextField';
import { formatCalendarDate, registryToday } from '@vitalreg/domain';
import type { ClipboardEvent, DragEvent, KeyboardEvent, MouseEvent } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { dateErrorSx, errorText } from './field-error';

export interface PickerDateFieldProps {
  name: string;
  label: string;
  required?: boolean;
  /** Latest selectable date, yyyy-mm-dd; today (in Nigeria) by default. */
  max?: string;
  /** Earliest selectable date, yyyy-mm-dd. */
  min?: string;
}

/** Keys that move focus or open the picker; every other key is refused. */
const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'F4']);
const PASS_KEYS = new Set(['Tab', 'Escape', 'Shift']);

function openPicker(input: HTMLInputElement) {
  try {
    input.showPicker?.();
  } catch {
    // Not allowed without a user gesture (or unsupported): the browser's own button remains.
  }
}

/** How to work the calendar from the keyboard, said under the field. */
export const PICKER_HINT =
  'Choose the date from the calendar: press Enter or Space to open it, the arrow keys to move, Enter to choose';

/**
 * The child's date of birth (spec section 5): chosen with the date picker only, typing and
 * pasting are blocked; at most today, optionally at least `min`; the error line is red italic.
 * The keyboard opens the calendar (Enter, Space, Down arrow, F4). Every other date accepts
 * typing too: `DateField`.
 */
export function PickerDateField({ name, label, required, max, min }: PickerDateFieldProps) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const message = errorText(fieldState.error);
  const latest = max ?? formatCalendarDate(registryToday());

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (PASS_KEYS.has(event.key)) return;
    event.preventDefault();
    if (OPEN_KEYS.has(event.key)) openPicker(event.currentTarget);
  };
  const refuse = (event: ClipboardEvent | DragEvent) => event.preventDefault();

  return (
    <TextField
      type="date"
      name={field.name}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={label}
      required={required}
      error={Boolean(message)}
      helperText={message ?? PICKER_HINT}
      fullWidth
      size="small"
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: {
          max: latest,
          min,
          onKeyDown,
          onPaste: refuse,
          onDrop: refuse,
          onClick: (event: MouseEvent<HTMLInputElement>) => openPicker(event.currentTarget),
          'data-picker-only': 'true',
        },
        formHelperText: { sx: message ? dateErrorSx : undefined },
      }}
    />
  );
}
