import type { SxProps, Theme } from '@mui/material/styles';
import { screenMessage } from '@/lib/errors';

/** A field's error line: white on red beneath the field (spec section 5). */
export const fieldErrorSx: SxProps<Theme> = {
  mx: 0,
  mt: 0.5,
  px: 1,
  py: 0.25,
  borderRadius: 1,
  '&.Mui-error': { bgcolor: 'error.main', color: 'error.contrastText' },
};

/** The date picker's error line: red italic (spec section 5). */
export const dateErrorSx: SxProps<Theme> = {
  mx: 0,
  '&.Mui-error': { color: 'error.main', fontStyle: 'italic' },
};

/** The message of a (possibly nested) react-hook-form error, as a screen shows it. */
export function errorText(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string' && message) return screenMessage(message);
  for (const value of Object.values(error)) {
    if (value && typeof value === 'object' && 'message' in value) {
      const nested = errorText(value);
      if (nested) return nested;
    }
  }
  return undefined;
}
