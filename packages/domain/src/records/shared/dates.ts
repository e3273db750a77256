import { z } from 'zod';
import {
  formatCalendarDate,
  isIsoDateNotFuture,
  parseCalendarDate,
} from '../../validation/dates.ts';
import { MESSAGES } from '../../validation/messages.ts';

/**
 * The date of an event (birth, death, delivery): a real calendar date, not later than today in
 * Nigeria, sent as `yyyy-mm-dd`. The wizard's date picker gives `yyyy-mm-dd`; an ISO date-time
 * is read as its date in Nigeria. `required` and `future` are the field's own messages.
 */
export function pastCalendarDateSchema(required: string, future: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .refine((value) => parseCalendarDate(value) !== undefined, {
      error: MESSAGES.invalidIsoDate,
      abort: true,
    })
    .refine((value) => isIsoDateNotFuture(value), future)
    .transform((value) => formatCalendarDate(parseCalendarDate(value)!));
}
