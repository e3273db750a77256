import { z } from 'zod';
import { DATABASE_INTEGER_MAX } from '../constants.ts';

export const stateSchema = z.object({
  State_ID: z.number().int(),
  State_Name: z.string(),
  State_Code: z.string().length(2),
  Geo_Zone_ID: z.number().int(),
  country_id: z.number().int(),
});

export type State = z.infer<typeof stateSchema>;

export const lgaSchema = z.object({
  LGA_ID: z.number().int(),
  LGA_Code: z.number().int(),
  State_ID: z.number().int(),
  LGA_Name: z.string(),
});

export type Lga = z.infer<typeof lgaSchema>;

export const countrySchema = z.object({
  Country_Code: z.number().int(),
  Country_Name: z.string(),
  Country_Nationality_Name: z.string(),
  Alpha2_Code: z.string().length(2),
  Alpha3_Code: z.string().length(3),
  Numeric_Code: z.string(),
});

export type Country = z.infer<typeof countrySchema>;

/** A nationality option: value is the country code, name the nationality. */
export const nationalitySchema = z.object({
  value: z.number().int(),
  name: z.string(),
});

export type Nationality = z.infer<typeof nationalitySchema>;

/** An entry of a code list: `value - name` (spec section 3). */
export const lookupOptionSchema = z.object({
  value: z.union([z.string(), z.number()]),
  name: z.string(),
});

export type LookupOption = z.infer<typeof lookupOptionSchema>;

export const lgaQuerySchema = z.object({
  state_id: z.coerce.number().int().positive().max(DATABASE_INTEGER_MAX).optional(),
});

/** `GET /api/option/lookups`: every code list by name (see LOOKUPS). */
export const lookupsSchema = z.record(z.string(), z.array(lookupOptionSchema).readonly());

export type Lookups = z.infer<typeof lookupsSchema>;
