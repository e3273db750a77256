import { z } from 'zod';
import { emailSchema } from '../validation/schemas.ts';

/** What a one-time e-mail code confirms (one purpose for now: a reissuance's recipient). */
export const EMAIL_CODE_PURPOSES = ['reissuance'] as const;
export type EmailCodePurpose = (typeof EMAIL_CODE_PURPOSES)[number];

/** The spec's resend countdown (section 9), and the code's rules (DESIGN.md). */
export const EMAIL_CODE_RESEND_SECONDS = 60;
export const EMAIL_CODE_TTL_MINUTES = 10;
export const EMAIL_CODE_MAX_TRIES = 5;
export const EMAIL_CODE_LENGTH = 6;
/** How long a confirmed address's token may be presented (e.g. with the reissuance request). */
export const EMAIL_CONFIRMATION_TTL_MINUTES = 30;

export const EMAIL_CODE_MESSAGES = {
  purpose: 'Choose what the code is for.',
  code: 'Enter the 6-digit code sent to the e-mail address.',
  sent: 'A code was sent to the e-mail address. It expires in 10 minutes.',
  confirmed: 'The e-mail address is confirmed.',
  noCode: 'No code was sent to this e-mail address, or it was replaced. Ask for a new code.',
  expired: 'This code has expired. Ask for a new code.',
  tooManyTries: 'Too many wrong codes. Ask for a new code.',
  mailFailed: 'The e-mail could not be sent. Check the address or try again in a moment.',
  tokenInvalid:
    'Confirm the recipient e-mail address with the code sent to it (the confirmation is missing, expired or already used).',
  subject: 'Your VitalReg confirmation code',
} as const;

export const resendWaitMessage = (seconds: number) =>
  `A new code can be sent in ${seconds} second${seconds === 1 ? '' : 's'}.`;

export const wrongCodeMessage = (triesLeft: number) =>
  `The code is not correct. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`;

/** The e-mail's text; the code appears nowhere else (never logged). */
export const emailCodeText = (code: string) =>
  [
    `Your VitalReg confirmation code is ${code}.`,
    '',
    `It expires in ${EMAIL_CODE_TTL_MINUTES} minutes. Give it only to the registration officer`,
    'who is helping you. If you did not ask for it, ignore this e-mail.',
  ].join('\n');

const purposeSchema = z.enum(EMAIL_CODE_PURPOSES, { error: EMAIL_CODE_MESSAGES.purpose });

/** `POST /api/email-codes`. */
export const emailCodeRequestSchema = z.object({
  email: emailSchema,
  purpose: purposeSchema,
});
export type EmailCodeRequest = z.infer<typeof emailCodeRequestSchema>;

/** `POST /api/email-codes/verify`. */
export const emailCodeVerifySchema = emailCodeRequestSchema.extend({
  code: z
    .string({ error: EMAIL_CODE_MESSAGES.code })
    .trim()
    .regex(/^\d{6}$/, EMAIL_CODE_MESSAGES.code),
});
export type EmailCodeVerify = z.infer<typeof emailCodeVerifySchema>;

export const emailCodeSentSchema = z.object({
  /** ISO date-time the code expires. */
  expires_at: z.string(),
  /** Seconds before another code may be asked for (the countdown). */
  resend_after_seconds: z.number().int(),
});
export type EmailCodeSent = z.infer<typeof emailCodeSentSchema>;

export const emailConfirmationSchema = z.object({
  /** Presented with the request that uses the address (e.g. `POST /api/reissuance`). */
  confirmation_token: z.string(),
  expires_at: z.string(),
});
export type EmailConfirmation = z.infer<typeof emailConfirmationSchema>;
