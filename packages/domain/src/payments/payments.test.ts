import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS } from '../access/permissions.ts';
import { formatAmount, nairaToKobo, PAYMENT_PERMISSIONS } from './fees.ts';
import { PAYMENT_MESSAGES, wrongAmountMessage } from './messages.ts';
import { paymentInputSchema, setFeeSchema, verifyPaymentSchema } from './schemas.ts';
import { waiverRequestSchema } from './waivers.ts';

describe('formatAmount', () => {
  it('writes kobo as naira with US thousands separators and two decimals', () => {
    expect(formatAmount(500_000)).toBe('NGN 5,000.00');
    expect(formatAmount(1_000_000)).toBe('NGN 10,000.00');
    expect(formatAmount(123_456_789)).toBe('NGN 1,234,567.89');
    expect(formatAmount(5)).toBe('NGN 0.05');
    expect(formatAmount(0)).toBe('NGN 0.00');
    expect(formatAmount(99_950, 'USD')).toBe('USD 999.50');
  });
});

describe('nairaToKobo', () => {
  it('reads amounts as an admin types them', () => {
    expect(nairaToKobo('5000')).toBe(500_000);
    expect(nairaToKobo('5,000.00')).toBe(500_000);
    expect(nairaToKobo(' NGN 7,500.5 ')).toBe(750_050);
    expect(nairaToKobo('0.05')).toBe(5);
  });

  it('refuses what is not a plain amount', () => {
    for (const text of ['', 'abc', '5.001', '-5', '5,00', '1e5', '5 000']) {
      expect(nairaToKobo(text)).toBeUndefined();
    }
  });
});

describe('payment schemas', () => {
  it('accepts gateway references and refuses others', () => {
    expect(verifyPaymentSchema.parse({ service: 'reprint', reference: ' SBX-PAID-1 ' })).toEqual({
      service: 'reprint',
      reference: 'SBX-PAID-1',
    });
    expect(verifyPaymentSchema.safeParse({ service: 'reprint', reference: 'a b' }).success).toBe(
      false,
    );
    expect(verifyPaymentSchema.safeParse({ service: 'marriage', reference: 'x' }).success).toBe(
      false,
    );
  });

  it('takes a granted waiver by its number; a waiver request needs a reason and its subject', () => {
    expect(paymentInputSchema.safeParse({ waiver_id: 12 }).success).toBe(true);
    expect(paymentInputSchema.safeParse({ waiver_id: 'Indigent applicant' }).success).toBe(false);
    const reason = 'Indigent applicant';
    expect(waiverRequestSchema.safeParse({ service: 'reprint', reason: 'too short' }).success).toBe(
      false,
    );
    const noCertificate = waiverRequestSchema.safeParse({ service: 'reprint', reason });
    expect(noCertificate.error?.issues[0]?.message).toBe(PAYMENT_MESSAGES.waiverRecord);
    expect(
      waiverRequestSchema.safeParse({
        service: 'reprint',
        reason,
        record_kind: 'birth',
        certificate_number: 'la/2026/000001',
      }).data?.certificate_number,
    ).toBe('LA/2026/000001');
    const noCentre = waiverRequestSchema.safeParse({ service: 'attestation', reason });
    expect(noCentre.error?.issues[0]?.message).toBe(PAYMENT_MESSAGES.waiverCentre);
    expect(
      waiverRequestSchema.safeParse({ service: 'attestation', reason, reg_center_id: 3 }).success,
    ).toBe(true);
  });

  it('takes a fee as a positive whole number of kobo, with an optional start', () => {
    expect(setFeeSchema.safeParse({ amount_kobo: 500_000 }).success).toBe(true);
    expect(setFeeSchema.safeParse({ amount_kobo: 0 }).success).toBe(false);
    expect(setFeeSchema.safeParse({ amount_kobo: 10.5 }).success).toBe(false);
    expect(
      setFeeSchema.safeParse({ amount_kobo: 1, valid_from: '2027-01-01T00:00:00+01:00' }).success,
    ).toBe(true);
    expect(setFeeSchema.safeParse({ amount_kobo: 1, valid_from: 'tomorrow' }).success).toBe(false);
  });

  it('says both amounts when a payment does not match the fee', () => {
    expect(wrongAmountMessage('reprint', 250_000, 500_000)).toBe(
      'This payment is for NGN 2,500.00 but the certificate reprint fee is NGN 5,000.00.',
    );
  });
});

describe('fee permissions', () => {
  it('lets DCRs, state directors and admins waive fees, and nobody else', () => {
    const waivers = Object.entries(DEFAULT_ROLE_PERMISSIONS)
      .filter(([, held]) => held.includes('Can_Waive_Fees'))
      .map(([role]) => role)
      .sort();
    expect(waivers).toEqual(['admin', 'dcr', 'state_director']);
  });

  it('lets a registrar pay for services, and not adhoc staff', () => {
    expect(PAYMENT_PERMISSIONS.some((p) => DEFAULT_ROLE_PERMISSIONS.registra.includes(p))).toBe(
      true,
    );
    expect(PAYMENT_PERMISSIONS.some((p) => DEFAULT_ROLE_PERMISSIONS.adhoc.includes(p))).toBe(false);
  });
});
