import { z } from 'zod';
import { isKnownCountryCode } from '../reference/countries.ts';
import { isKnownLgaId, isKnownStateId } from '../reference/states.ts';
import { MESSAGES } from './messages.ts';

/**
 * Schemas that check ids against the reference data. They live apart from `schemas.ts` so a
 * screen that validates only names or phones does not pull the 774 LGAs into its bundle.
 */

// Ids arrive as numbers from the API and as strings from a select.
const idSchema = z.coerce.number<unknown>().int();

export const stateIdSchema = idSchema.refine(isKnownStateId, MESSAGES.unknownState);

export const lgaIdSchema = idSchema.refine(isKnownLgaId, MESSAGES.unknownLga);

export const countryCodeSchema = idSchema.refine(isKnownCountryCode, MESSAGES.unknownCountry);
