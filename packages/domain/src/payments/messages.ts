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
  referenceOrWaiver: 'Give either a payment reference or a granted fee waiver, not both.',
  reference: 'Enter the payment reference: letters, digits, dots, dashes or underscores.',
  waiverReason: `Give the reason for waiving the fee (at least ${WAIVER_REASON_MIN_LENGTH} characters).`,
  waiverNotAllowed: 'Your role cannot waive fees.',
  noPurpose:
    "This payment does not say which service it pays for. Pay through the registry's payment page, which names the service.",
  noPaidDate:
    'The payment gateway gave no date for this payment. Ask the payment desk to check it.',
  paidInFuture: "This payment is dated in the future. Check the payment gateway's clock.",
  waiverRequested:
    'Fee waiver requested. Another officer who may waive fees must grant it before you go on.',
  waiverGranted: 'Fee waiver granted.',
  waiverRefusedNow: 'Fee waiver refused.',
  waiverPending: 'This fee waiver has not been granted yet. Ask an officer who may waive fees.',
  waiverRefused: 'This fee waiver was refused. Pay the fee, or ask for a new waiver.',
  waiverNotFound: 'No fee waiver was found with this number.',
  waiverNotYours: 'This fee waiver was asked for by another officer; only they can use it.',
  waiverOwn: 'You asked for this fee waiver: another officer must grant or refuse it.',
  waiverOtherService: 'This fee waiver was granted for another service.',
  waiverOtherRecord: 'This fee waiver was granted for another certificate.',
  waiverRecord: 'Name the certificate (its kind and number) the fee waiver is for.',
  waiverCentre: 'Name the registration centre the new record will be registered at.',
  waiverCertificateNotFound: 'No certificate with this number was found in your area.',
  waiverCentreNotFound: 'No registration centre with this number was found in your area.',
  waiverOpen: 'You already asked for a fee waiver for this; wait for it to be granted or refused.',
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

/** 422: paid longer ago than a payment may pay for a service. */
export const paymentTooOldMessage = (days: number) =>
  `This payment was made more than ${days} days ago; only a payment of the last ${days} days pays for a service.`;

/** 409: the waiver was used already; `usedFor` describes what it paid for. */
export const waiverUsedMessage = (usedFor: string) =>
  `This fee waiver was already used for ${usedFor}.`;

/** 409: the waiver was granted or refused already. */
export const waiverDecidedMessage = (status: string) => `This fee waiver is already ${status}.`;

/** 409: no fee is set for the service (an admin must set one). */
export const noFeeMessage = (service: PaymentService) =>
  `No fee is set for ${named(service)}. Ask an administrator to set one.`;
