import type { Permission } from '../access/permissions.ts';

/**
 * The services a fee is paid for (issue 17). `birth_reissuance` and `attest_reissuance` are the
 * spec's reissuance request types; the others name the record or event paid for.
 */
export const PAYMENT_SERVICES = [
  'reprint',
  'birth_reissuance',
  'attest_reissuance',
  'modification',
  'major_modification',
  'attestation',
] as const;

export type PaymentService = (typeof PAYMENT_SERVICES)[number];

/** Display names, as a registrar reads them on the payment step and the fee schedule. */
export const PAYMENT_SERVICE_NAMES: Record<PaymentService, string> = {
  reprint: 'Certificate reprint',
  birth_reissuance: 'Birth certificate reissuance',
  attest_reissuance: 'Attestation certificate reissuance',
  modification: 'Modification of a record',
  major_modification: 'Modification of a sex, a date or an age',
  attestation: 'Birth attestation',
};

/** Who may pay for (and so verify a payment for) each service: any one of the set. */
export const PAYMENT_SERVICE_PERMISSIONS: Record<PaymentService, readonly Permission[]> = {
  reprint: ['Can_See_Certificate_Reprint'],
  birth_reissuance: ['canSeeBirthCertReissuance'],
  attest_reissuance: ['canSeeAttestReissuance'],
  modification: ['Can_See_Modification'],
  major_modification: ['Can_See_Modification'],
  attestation: ['Can_See_Attestation'],
};

/** Anyone who may use some paid service (verify a payment, start a sandbox payment). */
export const PAYMENT_PERMISSIONS: readonly Permission[] = [
  ...new Set(Object.values(PAYMENT_SERVICE_PERMISSIONS).flat()),
];

/** Fees are charged in naira only. */
export const PAYMENT_CURRENCY = 'NGN';

/** The payment gateways the API can be configured with (PAYMENT_GATEWAY). */
export const PAYMENT_GATEWAYS = ['sandbox', 'paystack'] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];

/** Kobo per naira. */
export const KOBO_PER_NAIRA = 100;

/** The largest fee an admin may set: NGN 10,000,000.00 (guards against a slip of the keyboard). */
export const FEE_MAX_KOBO = 10_000_000 * KOBO_PER_NAIRA;

/** A waiver's reason must say at least this much. */
export const WAIVER_REASON_MIN_LENGTH = 10;
export const WAIVER_REASON_MAX_LENGTH = 500;

const withThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * An amount in kobo as people read it: "NGN 5,000.00" (US thousands separators, two decimals).
 * Integer arithmetic only, so no amount is ever rounded on its way to the screen.
 */
export function formatAmount(kobo: number, currency: string = PAYMENT_CURRENCY): string {
  const sign = kobo < 0 ? '-' : '';
  const whole = Math.abs(Math.trunc(kobo));
  const naira = Math.floor(whole / KOBO_PER_NAIRA);
  const rest = String(whole % KOBO_PER_NAIRA).padStart(2, '0');
  return `${currency} ${sign}${withThousands(String(naira))}.${rest}`;
}

/**
 * Kobo from an amount in naira as an admin types it ("5000", "5,000.50", "NGN 5,000"); undefined
 * when it is not a plain amount with at most two decimals.
 */
export function nairaToKobo(text: string): number | undefined {
  const cleaned = text
    .trim()
    .replace(/^(NGN|₦)\s*/i, '')
    .replace(/,(?=\d{3}(\D|$))/g, '');
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return undefined;
  const naira = Number(match[1]);
  const kobo = Number((match[2] ?? '0').padEnd(2, '0'));
  return naira * KOBO_PER_NAIRA + kobo;
}
