import { z } from 'zod';
import {
  FEE_MAX_KOBO,
  PAYMENT_GATEWAYS,
  PAYMENT_SERVICES,
  WAIVER_REASON_MAX_LENGTH,
  WAIVER_REASON_MIN_LENGTH,
} from './fees.ts';
import { PAYMENT_MESSAGES } from './messages.ts';

export const paymentServiceSchema = z.enum(PAYMENT_SERVICES, {
  error: PAYMENT_MESSAGES.unknownService,
});

/** A gateway's payment reference (Paystack's, a Remita RRR, the sandbox's SBX-...). */
export const paymentReferenceSchema = z
  .string({ error: PAYMENT_MESSAGES.reference })
  .trim()
  .regex(/^[A-Za-z0-9._=-]{1,100}$/, PAYMENT_MESSAGES.reference);

export const waiverReasonSchema = z
  .string({ error: PAYMENT_MESSAGES.waiverReason })
  .trim()
  .min(WAIVER_REASON_MIN_LENGTH, PAYMENT_MESSAGES.waiverReason)
  .max(WAIVER_REASON_MAX_LENGTH, `Keep the reason under ${WAIVER_REASON_MAX_LENGTH} characters.`);

/** The number of a fee waiver another officer granted (POST /api/payments/waivers). */
export const waiverIdSchema = z
  .number({ error: PAYMENT_MESSAGES.waiverNotFound })
  .int(PAYMENT_MESSAGES.waiverNotFound)
  .positive(PAYMENT_MESSAGES.waiverNotFound)
  .max(2 ** 53 - 1, PAYMENT_MESSAGES.waiverNotFound);

/**
 * What a paid service's request carries (reprint, reissuance, modification, attestation): a
 * payment reference, or the number of a fee waiver granted to the caller for it.
 */
export const paymentInputSchema = z.object({
  payment_reference: paymentReferenceSchema.optional(),
  waiver_id: waiverIdSchema.optional(),
});

export type PaymentInput = z.infer<typeof paymentInputSchema>;

/** One service's fee as GET /api/payments/fees answers it. */
export const feeSchema = z.object({
  service: paymentServiceSchema,
  name: z.string(),
  amount_kobo: z.number().int(),
  currency: z.string(),
  /** "NGN 5,000.00". */
  amount: z.string(),
  /** ISO date-time from which this amount is charged. */
  valid_from: z.string(),
  /** Who set it (user name); null for the seeded demo amounts. */
  set_by: z.string().nullable(),
});

export type Fee = z.infer<typeof feeSchema>;

export const feesAnswerSchema = z.object({
  /** The configured gateway: the web app offers "Start sandbox payment" only for the sandbox. */
  gateway: z.enum(PAYMENT_GATEWAYS),
  fees: z.array(feeSchema),
});

export type FeesAnswer = z.infer<typeof feesAnswerSchema>;

/** GET /api/payments/fees/history: every fee ever set, newest start first. */
export const feeHistoryEntrySchema = feeSchema.extend({
  id: z.number().int(),
  created_at: z.string(),
  /** The amount charged now for its service. */
  current: z.boolean(),
  /** Starts later than now. */
  scheduled: z.boolean(),
});

export type FeeHistoryEntry = z.infer<typeof feeHistoryEntrySchema>;

/** PUT /api/payments/fees/{service}: the amount in kobo (integers: no rounding on the way). */
export const setFeeSchema = z.object({
  amount_kobo: z
    .number({ error: PAYMENT_MESSAGES.feeAmount })
    .int(PAYMENT_MESSAGES.feeAmount)
    .positive(PAYMENT_MESSAGES.feeNotPositive)
    .max(FEE_MAX_KOBO, PAYMENT_MESSAGES.feeTooLarge),
  /** ISO date-time; omitted: from now. */
  valid_from: z.iso
    .datetime({ offset: true, error: 'Enter the date and time the fee starts from.' })
    .optional(),
});

export type SetFee = z.infer<typeof setFeeSchema>;

/** POST /api/payments/verify. */
export const verifyPaymentSchema = z.object({
  service: paymentServiceSchema,
  reference: paymentReferenceSchema,
});

export type VerifyPayment = z.infer<typeof verifyPaymentSchema>;

export const GATEWAY_PAYMENT_STATUSES = ['paid', 'pending', 'failed', 'not_found'] as const;
export type GatewayPaymentStatus = (typeof GATEWAY_PAYMENT_STATUSES)[number];

/** What POST /api/payments/verify answers (the message says what to do next). */
export const paymentVerificationSchema = z.object({
  service: paymentServiceSchema,
  reference: z.string(),
  gateway: z.enum(PAYMENT_GATEWAYS),
  status: z.enum(GATEWAY_PAYMENT_STATUSES),
  amount_kobo: z.number().int().nullable(),
  currency: z.string().nullable(),
  /** "NGN 5,000.00", null when the gateway gave no amount. */
  amount: z.string().nullable(),
  paid_at: z.string().nullable(),
  fee_kobo: z.number().int(),
  fee: z.string(),
  /** Paid in NGN, for this service, the service's current fee. */
  matches_fee: z.boolean(),
  /** What the reference already paid for, when it was used. */
  used_for: z.string().nullable(),
  /** Paid, matching and unused: a service will accept it. */
  usable: z.boolean(),
});

export type PaymentVerification = z.infer<typeof paymentVerificationSchema>;

/** POST /api/payments/sandbox (sandbox gateway only). */
export const sandboxPaymentRequestSchema = z.object({ service: paymentServiceSchema });

export const sandboxPaymentSchema = z.object({
  service: paymentServiceSchema,
  reference: z.string(),
  amount_kobo: z.number().int(),
  amount: z.string(),
});

export type SandboxPayment = z.infer<typeof sandboxPaymentSchema>;
