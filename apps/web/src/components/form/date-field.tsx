import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import { formatCalendarDate, parseCalendarDate, registryToday } from '@vitalreg/domain';
import { useEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { dateErrorSx, errorText } from './field-error';

export interface DateFieldProps {
  name: string;
  label: string;
  required?: boolean;
  /** Latest date the calendar offers, yyyy-mm-dd; today (in Nigeria) by default. */
  max?: string;
  /** Earliest date the calendar offers, yyyy-mm-dd. */
  min?: string;
  helperText?: ReactNode;
}

const DAY_MONTH_YEAR = /^(\d{1,2})\s*[/.\- ]\s*(\d{1,2})\s*[/.\- ]\s*(\d{4})$/;
const DIGITS_ONLY = /^(\d{2})(\d{2})(\d{4})$/;

/**
 * A typed date as `yyyy-mm-dd`: day/month/year (slashes, dots, dashes or spaces between, or
 * eight digits) as the registry writes dates, or `yyyy-mm-dd`. Undefined for anything else or
 * an impossible date (31/02/2024).
 */
export function parseTypedDate(text: string): string | undefined {
  const typed = text.trim();
  const parts = DAY_MONTH_YEAR.exec(typed) ?? DIGITS_ONLY.exec(typed);
  const iso = parts
    ? `${parts[3]}-${parts[2]!.padStart(2, '0')}-${parts[1]!.padStart(2, '0')}`
    : typed;
  const date = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? parseCalendarDate(iso) : undefined;
  return date ? formatCalendarDate(date) : undefined;
}

/** A stored `yyyy-mm-dd` as the field shows it (DD/MM/YYYY); anything else as it is. */
export function displayedDate(value: unknown): string {
  if (typeof value !== 'string') return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

function openPicker(input: HTMLInputElement | null) {
  try {
    input?.showPicker?.();
  } catch {
    // Not allowed here (or unsupported): typing the date still works.
  }
}

/**
 * A date typed as DD/MM/YYYY or chosen from the calendar (the button beside it opens the
 * browser's date picker, which the keyboard works too). The form keeps `yyyy-mm-dd`; what does
 * not read as a date is kept as typed, so the step's schema refuses it with its own message.
 */
export function DateField({ name, label, required, max, min, helperText }: DateFieldProps) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const message = errorText(fieldState.error);
  const value = typeof field.value === 'string' ? field.value : '';
  const [text, setText] = useState(() => displayedDate(value));
  const pickerRef = useRef<HTMLInputElement>(null);
  const latest = max ?? formatCalendarDate(registryToday());

  // A value set from elsewhere (the calendar, a verified NIN, a reset) is shown as it is stored.
  useEffect(() => {
    setText((shown) =>
      (parseTypedDate(shown) ?? shown.trim()) === value ? shown : displayedDate(value),
    );
  }, [value]);

  const typed = (next: string) => {
    setText(next);
    field.onChange(parseTypedDate(next) ?? next.trim());
  };
  const picked = parseTypedDate(value) ?? '';

  return (
    <Box sx={{ position: 'relative' }}>
      <TextField
        name={field.name}
        value={text}
        onChange={(event) => typed(event.target.value)}
        onBlur={() => {
          const date = parseTypedDate(text);
          if (date) setText(displayedDate(date));
          field.onBlur();
        }}
        inputRef={field.ref}
        label={label}
        required={required}
        error={Boolean(message)}
        helperText={message ?? helperText ?? 'DD/MM/YYYY, e.g. 27/03/2024, or use the calendar'}
        placeholder="DD/MM/YYYY"
        autoComplete="off"
        fullWidth
        size="small"
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { inputMode: 'numeric', maxLength: 10, 'data-typed-date': 'true' },
          formHelperText: { sx: message ? dateErrorSx : undefined },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  edge="end"
                  size="small"
                  aria-label={`Open calendar for ${label.toLocaleLowerCase('en')}`}
                  onClick={() => openPicker(pickerRef.current)}
                >
                  <CalendarMonthOutlinedIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      {/* The browser's own calendar, opened by the button; out of sight and of the tab order. */}
      <Box
        component="input"
        ref={pickerRef}
        type="date"
        tabIndex={-1}
        aria-hidden="true"
        value={picked}
        max={latest}
        min={min}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          if (!event.target.value) return;
          setText(displayedDate(event.target.value));
          field.onChange(event.target.value);
        }}
        sx={{
          position: 'absolute',
          right: 0,
          top: 40,
          width: '1px',
          height: '1px',
          p: 0,
          border: 0,
          opacity: 0,
          pointerEvents: 'none',
        }}
      />
    </Box>
  );
}
