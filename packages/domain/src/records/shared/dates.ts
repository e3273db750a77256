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
    .superRefine((value, ctx) => {
      // One problem at a time, without stopping the step's other checks (docs/dates-and-messages.md).
      const message =
        value === ''
          ? required
          : parseCalendarDate(value) === undefined
            ? MESSAGES.invalidIsoDate
            : isIsoDateNotFuture(value)
              ? undefined
              : future;
      if (message) ctx.addIssue({ code: 'custom', message });
    })
    .transform((value) => formatCalendarDate(parseCalendarDate(value)!));
}
