import { z } from 'zod';
import type { Permission } from '../access/permissions.ts';
import { ninSchema, trackingIdSchema } from '../validation/schemas.ts';

/**
 * Who may look a person up with the identity agency and see what it holds (any one). Without
 * it, a form's identity numbers are checked when the record is submitted, showing nothing.
 */
export const IDENTITY_LOOKUP_PERMISSIONS: readonly Permission[] = ['Can_Verify_Identity'];

/**
 * POST /api/verify-nin and POST /api/verify-trackingid, the number in the body (the spec's
 * GET /verify-nin/{nin} put it in addresses, which logs and browser histories keep). The web
 * app reads `nimc.status` (0 = "Error validating NIN") and `personData` (spec section 7). A
 * NIN the identity agency does not know answers 404 "Invalid NIN" (or "Invalid tracking ID").
 */
export const ninLookupSchema = z.object({ nin: ninSchema });
export const trackingIdLookupSchema = z.object({ tracking_id: trackingIdSchema });

export type NinLookup = z.infer<typeof ninLookupSchema>;
export type TrackingIdLookup = z.infer<typeof trackingIdLookupSchema>;

export const identityPersonSchema = z.object({
  surname: z.string(),
  firstname: z.string(),
  middlename: z.string().nullable(),
  /** yyyy-mm-dd, or null when the agency gave none that parses. */
  dateOfBirth: z.string().nullable(),
  /** SEX_KEYS: m or f. */
  sex: z.enum(['m', 'f']).nullable(),
  /** The agency's photo, base64 (no data: prefix), or null. */
  photo: z.string().nullable(),
});

export type IdentityPerson = z.infer<typeof identityPersonSchema>;

/** A person the identity agency records as deceased: the person and the date of death. */
export const deceasedPersonSchema = identityPersonSchema.extend({
  /** yyyy-mm-dd, or null when the agency gave none that parses. */
  dateOfDeath: z.string().nullable(),
});

export type DeceasedPerson = z.infer<typeof deceasedPersonSchema>;

export const identityVerificationSchema = z.object({
  nimc: z.object({ status: z.union([z.literal(1), z.literal(0)]) }),
  /** Null when nimc.status is 0. */
  personData: identityPersonSchema.nullable(),
  /** The same person with the date of death, when the agency records them as deceased. */
  deceasedData: deceasedPersonSchema.nullable(),
  /** When the server verified it (ISO). */
  verifiedAt: z.string(),
});

export type IdentityVerification = z.infer<typeof identityVerificationSchema>;
