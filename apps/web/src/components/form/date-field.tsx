import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import { formatCalendarDate, readTypedDate, registryToday, typedDateOf } from '@vitalreg/domain';
import {
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type DragEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { dateErrorSx, errorText } from './field-error';

/*
 * The one date field of the app (docs/dates-and-messages.md): DD/MM/YYYY typed, or chosen from
 * the browser's calendar behind the button. A typed value that is not a date gets a sentence in
 * the registry's words at the field ("31 February is not a date"). The child's date of birth is
 * chosen from the calendar only (`pickerOnly`): typing there is refused with a sentence saying
 * why, in words that fit the device.
 */

/** Under a typed date field. */
export const TYPED_DATE_HINT = 'DD/MM/YYYY, like 27/03/2024, or use the calendar';
/** Under a calendar-only date field, on a device with a keyboard. */
export const PICKER_KEYBOARD_HINT =
  'Choose the date from the calendar: press Enter or Space to open it, the arrow keys to move, Enter to choose';
/** Under a calendar-only date field, on a touch screen (no keyboard to speak of). */
export const PICKER_TOUCH_HINT = 'Tap the field to choose the date from the calendar';
/** When someone types or pastes into a calendar-only date field. */
export const PICKER_ONLY_KEYBOARD =
  'This date is chosen from the calendar, not typed: press Enter or Space to open it';
export const PICKER_ONLY_TOUCH = 'This date is chosen from the calendar, not typed: tap the field';

/** Keys that open the calendar of a calendar-only field; Tab and the like pass. */
const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'F4']);

export interface DateInputProps {
  label: string;
  /** `yyyy-mm-dd`, or text that is not (yet) a date, kept as typed. */
  value: string;
  /**
   * Called as the value changes: `yyyy-mm-dd` once it reads as a date, else the text as typed
   * (trimmed), so a form's schema refuses it and nothing typed is lost.
   */
  onChange?: (value: string) => void;
  /** Called only with a date (`yyyy-mm-dd`) or '' when emptied: a filter's new value. */
  onDate?: (date: string) => void;
  onBlur?: () => void;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  required?: boolean;
  /** Latest date the calendar offers, yyyy-mm-dd; today (in Nigeria) by default. */
  max?: string;
  /** Earliest date the calendar offers, yyyy-mm-dd. */
  min?: string;
  /** A message from the form (its schema, the server); a typed non-date's own words win. */
  error?: string;
  helperText?: ReactNode;
  /** Chosen from the calendar only (the child's date of birth). */
  pickerOnly?: boolean;
  size?: 'small' | 'medium';
}

function openPicker(input: HTMLInputElement | null) {
  try {
    input?.showPicker?.();
  } catch {
    // Not allowed here (or unsupported): typing the date, or the browser's own button, remains.
  }
}

/** The date field without a form: list filters, and `DateField` below. */
export function DateInput({
  label,
  value,
  onChange,
  onDate,
  onBlur,
  name,
  inputRef,
  required,
  max,
  min,
  error,
  helperText,
  pickerOnly = false,
  size = 'small',
}: DateInputProps) {
  const touch = useMediaQuery('(pointer: coarse)', { noSsr: true });
  const [text, setText] = useState(() => typedDateOf(value));
  const [left, setLeft] = useState(false);
  const [refused, setRefused] = useState(false);
  const pickerRef = useRef<HTMLInputElement>(null);
  const latest = max ?? formatCalendarDate(registryToday());

  // A value set from elsewhere (the calendar, a verified NIN, a reset) is shown as it is stored.
  useEffect(() => {
    setText((shown) => (typedValue(shown) === value ? shown : typedDateOf(value)));
  }, [value]);

  const typed = (next: string) => {
    setText(next);
    setLeft(false);
    changed(typedValue(next));
  };
  const changed = (next: string) => {
    onChange?.(next);
    if (next === '' || readTypedDate(next).date) onDate?.(next);
  };
  const picked = readTypedDate(value).date ?? '';
  // What is wrong with the text, once the person has left the field or the form has a word.
  const problem = text.trim() && (left || error) ? readTypedDate(text).problem : undefined;
  const refusal = refused ? (touch ? PICKER_ONLY_TOUCH : PICKER_ONLY_KEYBOARD) : undefined;
  const message = problem ?? error;
  const hint =
    helperText ??
    (pickerOnly ? (touch ? PICKER_TOUCH_HINT : PICKER_KEYBOARD_HINT) : TYPED_DATE_HINT);

  const refuse = (event: ClipboardEvent | DragEvent) => {
    event.preventDefault();
    setRefused(true);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!pickerOnly) return;
    if (OPEN_KEYS.has(event.key)) {
      event.preventDefault();
      openPicker(pickerRef.current);
    } else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      setRefused(true);
    }
  };

  return (
    <Box sx={{ position: 'relative' }}>
      <TextField
        name={name}
        value={text}
        onChange={(event) => typed(event.target.value)}
        onBlur={() => {
          const date = readTypedDate(text).date;
          if (date) setText(typedDateOf(date));
          setLeft(true);
          onBlur?.();
        }}
        inputRef={inputRef}
        label={label}
        required={required}
        error={Boolean(message)}
        // Why typing does nothing comes first: it answers what the person just did.
        helperText={refusal ?? message ?? hint}
        placeholder="DD/MM/YYYY"
        autoComplete="off"
        fullWidth
        size={size}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: {
            inputMode: pickerOnly ? 'none' : 'numeric',
            maxLength: 10,
            readOnly: pickerOnly,
            onKeyDown,
            onPaste: pickerOnly ? refuse : undefined,
            onDrop: pickerOnly ? refuse : undefined,
            onClick: pickerOnly ? () => openPicker(pickerRef.current) : undefined,
            'data-date-field': pickerOnly ? 'calendar' : 'typed',
          },
          formHelperText: {
            sx: message ? dateErrorSx : undefined,
            role: refusal ? 'status' : undefined,
          },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  edge="end"
                  size="small"
                  aria-label={`Open the calendar: ${label}`}
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
        data-calendar-for={name ?? label}
        value={picked}
        max={latest}
        min={min}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          if (!event.target.value) return;
          setText(typedDateOf(event.target.value));
          setRefused(false);
          changed(event.target.value);
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

const isTypedDate = (value: unknown) =>
  typeof value === 'string' && readTypedDate(value).date !== undefined;

/** What a date field holds for its text: `yyyy-mm-dd` when it reads as a date, else the text. */
function typedValue(text: string): string {
  return readTypedDate(text).date ?? text.trim();
}

export interface DateFieldProps extends Pick<
  DateInputProps,
  'label' | 'required' | 'max' | 'min' | 'helperText' | 'pickerOnly'
> {
  name: string;
  /** For a form without a schema: refuses an empty or non-date value with `message`. */
  requiredMessage?: string;
}

/**
 * `DateInput` bound to the surrounding form: the form keeps `yyyy-mm-dd`, or the text as typed
 * when it is not a date (the step's schema then refuses it; the field says why in its words).
 */
export function DateField({ name, requiredMessage, ...props }: DateFieldProps) {
  const { control } = useFormContext();
  const rules = requiredMessage
    ? { validate: (value: unknown) => isTypedDate(value) || requiredMessage }
    : undefined;
  const { field, fieldState } = useController({ name, control, rules });
  return (
    <DateInput
      {...props}
      name={field.name}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={errorText(fieldState.error)}
    />
  );
}
