import { formatAmount, PAYMENT_SERVICE_NAMES, WAIVER_REASON_MIN_LENGTH } from './fees.ts';
import type { PaymentService } from './fees.ts';

/**
 * What the API answers about payments and the web app shows, in one place. Not paid (pending,
 * failed, unknown): 402; paid but not for this (amount, currency, service): 422; used: 409;
 * the gateway did not answer: 503; it answered with an error: 502.
 */
export const PAYMENT_MESSAGES = {
  verified: 'Payment verified.',
  pending: 'This payment is still pending. Try again in a moment.',
  failed: 'This payment failed. Pay again and enter the new reference.',
  notFound: 'No payment was found with this reference. Check it and try again.',
  gatewayTimeout: 'The payment gateway did not answer. Try again in a moment.',
  gatewayError: 'The payment gateway answered with an error. Try again in a moment.',
  paymentRequired: 'This service needs a payment: enter the payment reference.',
  referenceOrWaiver: 'Give either a payment reference or a reason for waiving the fee, not both.',
  reference: 'Enter the payment reference: letters, digits, dots, dashes or underscores.',
  waiverReason: `Give the reason for waiving the fee (at least ${WAIVER_REASON_MIN_LENGTH} characters).`,
  waiverNotAllowed: 'Your role cannot waive fees.',
  sandboxOnly: 'Sandbox payments exist only when the sandbox gateway is configured.',
  feeAmount: 'Enter the fee in naira, e.g. 5,000.00.',
  feeTooLarge: 'The fee can be at most NGN 10,000,000.00.',
  feeNotPositive: 'The fee must be more than NGN 0.00.',
  feeInPast: 'The new fee can start now or later, not in the past.',
  feeSet: 'Fee saved.',
  unknownService: 'Choose one of the services that take a fee.',
  webhookSignature: 'The webhook signature is not valid.',
} as const;

/** "certificate reprint": the service's name inside a sentence. */
const named = (service: PaymentService) => PAYMENT_SERVICE_NAMES[service].toLowerCase();

/** 409: the reference already paid for something; `usedFor` describes it. */
export const alreadyUsedMessage = (usedFor: string) =>
  `This payment reference was already used for ${usedFor}.`;

/** 422: paid, but not the service's current fee. */
export const wrongAmountMessage = (service: PaymentService, paidKobo: number, feeKobo: number) =>
  `This payment is for ${formatAmount(paidKobo)} but the ${named(service)} fee is ${formatAmount(feeKobo)}.`;

/** 422: paid in another currency. */
export const wrongCurrencyMessage = (currency: string) =>
  `This payment was made in ${currency}; fees are paid in NGN.`;

/** 422: the gateway says the payment was for another service. */
export const wrongServiceMessage = (paidFor: PaymentService, service: PaymentService) =>
  `This payment was made for ${named(paidFor)}, not for ${named(service)}.`;

/** 409: no fee is set for the service (an admin must set one). */
export const noFeeMessage = (service: PaymentService) =>
  `No fee is set for ${named(service)}. Ask an administrator to set one.`;
