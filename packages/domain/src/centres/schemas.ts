import { z } from 'zod';
import { TEXT_MAX_LENGTH } from '../constants.ts';
import { LGAS } from '../reference/states.ts';
import { lgaIdSchema, stateIdSchema } from '../validation/reference-schemas.ts';
import { CENTRE_MESSAGES as M, CENTRE_NAME_LENGTH } from './messages.ts';

/*
 * Registration centres as an administrator manages them (issue 26, "Administration"): added,
 * renamed, moved between LGAs, deactivated and reactivated, or imported from a CSV file.
 */

/** Whether new records may be captured at a centre; a deactivated one keeps its records. */
export const CENTRE_STATUSES = ['active', 'deactivated'] as const;
export type CentreStatus = (typeof CENTRE_STATUSES)[number];

export const CENTRE_STATUS_LABELS: Record<CentreStatus, string> = {
  active: 'Active',
  deactivated: 'Deactivated',
};

const STATE_OF_LGA = new Map(LGAS.map((lga) => [lga.LGA_ID, lga.State_ID]));

/** The state an LGA lies in (an LGA belongs to one state), or undefined for an unknown id. */
export function stateOfLga(lgaId: number): number | undefined {
  return STATE_OF_LGA.get(lgaId);
}

/** Trimmed, with runs of spaces made one: "Ikeja  Centre " and "Ikeja Centre" are one name. */
export const tidyCentreText = (value: string) => value.trim().replace(/\s+/g, ' ');

/** A centre's name: 3 to 120 characters once tidied; unique in its LGA (checked by the API). */
export const centreNameSchema = z
  .string({ error: M.nameRequired })
  .overwrite(tidyCentreText)
  .min(1, { error: M.nameRequired, abort: true })
  .min(CENTRE_NAME_LENGTH.min, M.nameTooShort)
  .max(CENTRE_NAME_LENGTH.max, M.nameTooLong);

/** The centre's LGA, by id; its state follows from it. */
export const centreLgaIdSchema = z.coerce
  .number<unknown>({ error: M.lgaRequired })
  .int({ error: M.lgaRequired })
  .refine((id) => stateOfLga(id) !== undefined, M.unknownLga);

/** A street address, optional: empty becomes null. */
export const centreAddressSchema = z
  .string()
  .overwrite(tidyCentreText)
  .max(TEXT_MAX_LENGTH, M.addressTooLong)
  .nullable()
  .transform((value) => value || null);

/** `POST /centres`: a new centre in an LGA. */
export const newCentreSchema = z.object({
  name: centreNameSchema,
  lgaId: centreLgaIdSchema,
  address: centreAddressSchema.optional(),
});

export type NewCentreInput = z.input<typeof newCentreSchema>;
export type NewCentre = z.output<typeof newCentreSchema>;

/** `PATCH /centres/{id}`: a new name, LGA (a move) or address; what is absent stays. */
export const centreChangeSchema = z
  .object({
    name: centreNameSchema.optional(),
    lgaId: centreLgaIdSchema.optional(),
    address: centreAddressSchema.optional(),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), {
    error: M.nothingToChange,
  });

export type CentreChangeInput = z.input<typeof centreChangeSchema>;
export type CentreChange = z.output<typeof centreChangeSchema>;

/** `POST /centres/{id}/deactivate` and `.../reactivate`: why, in a few words. */
export const centreStatusChangeSchema = z.object({
  reason: z
    .string({ error: M.reasonRequired })
    .overwrite(tidyCentreText)
    .min(1, M.reasonRequired)
    .max(TEXT_MAX_LENGTH, M.reasonTooLong),
});

export type CentreStatusChange = z.input<typeof centreStatusChangeSchema>;

/** A centre as the administration screens show it. */
export const centreSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  stateId: z.number().int(),
  stateName: z.string(),
  lgaId: z.number().int(),
  lgaName: z.string(),
  address: z.string().nullable(),
  status: z.enum(CENTRE_STATUSES),
  deactivatedAt: z.string().nullable(),
  deactivationReason: z.string().nullable(),
  /** Accounts placed at the centre. */
  users: z.number().int(),
  /** Records registered there, of every kind and status (the records' count triggers). */
  records: z.number().int(),
});

export type Centre = z.infer<typeof centreSchema>;

export const centreListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  state_id: stateIdSchema.optional(),
  lga_id: lgaIdSchema.optional(),
  /** A part of the centre's name. */
  q: z.string().trim().max(CENTRE_NAME_LENGTH.max).optional(),
  status: z.enum(CENTRE_STATUSES).optional(),
});

export type CentreListQuery = z.input<typeof centreListQuerySchema>;

/** Room for 2,000 lines of the longest name and address, quoted. */
const CENTRE_CSV_MAX_CHARACTERS = 1_000_000;

/** `POST /centres/import`: the CSV file's text (docs/centres.md). */
export const centreImportSchema = z.object({
  csv: z
    .string({ error: M.csvRequired })
    .min(1, M.csvRequired)
    .max(CENTRE_CSV_MAX_CHARACTERS, M.csvTooLarge),
});

export type CentreImport = z.input<typeof centreImportSchema>;

export const centreImportResultSchema = z.object({ added: z.number().int() });

export type CentreImportResult = z.infer<typeof centreImportResultSchema>;
