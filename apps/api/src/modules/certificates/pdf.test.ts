import {
  deathKind,
  exampleDeathRegistrationSubmission,
  exampleStillbirthSubmission,
  longDate,
  RECORD_KIND_DECLARATIONS,
  stillbirthKind,
} from '@vitalreg/domain';
import { describe, expect, it } from 'vitest';
import { fieldValue, renderCertificatePdf, subjectNameOf, type CertificateContent } from './pdf.ts';
import { kindTemplate } from './template.ts';
import { pdfQrText, pdfText } from './test-support.ts';

/** The fixture's day: its death falls three days before, on 21 November 2026. */
const FIXTURE_DAY = new Date('2026-11-24T10:00:00Z');

const content = (overrides: Partial<CertificateContent> = {}): CertificateContent => ({
  kind: deathKind,
  certificateNumber: 'DLA/2026/000007',
  issue: 'original',
  issueNumber: 0,
  issuedAt: new Date('2026-11-23T23:30:00Z'),
  registrarName: 'Ngozi Eze',
  centreName: 'Ikeja Registration Centre',
  particulars: exampleDeathRegistrationSubmission('form_a', FIXTURE_DAY) as unknown as Record<
    string,
    unknown
  >,
  registration: { centre: 'Ikeja Registration Centre', lga: 'Ikeja', state: 'Lagos' },
  code: 'ABCDE12345',
  qrText: 'https://verify.example.gov.ng/verify/ABCDE12345#payload.signature',
  address: 'https://verify.example.gov.ng/verify/ABCDE12345',
  ...overrides,
});

describe('certificate PDF', () => {
  it('gives the same bytes for the same inputs', async () => {
    const [first, second] = await Promise.all([
      renderCertificatePdf(content()),
      renderCertificatePdf(content()),
    ]);
    expect(first.equals(second)).toBe(true);
    expect(first.equals(await renderCertificatePdf(content({ code: 'ABCDE12346' })))).toBe(false);
  });

  it("prints the template's particulars, the issue date in Nigeria and the QR code", async () => {
    const bytes = await renderCertificatePdf(content());
    const text = await pdfText(bytes);
    for (const expected of [
      'CERTIFICATE OF DEATH',
      'DLA/2026/000007',
      'Chiamaka OKAFOR',
      'Date of death',
      '21 November 2026',
      '2 years',
      'Ngozi Adaeze OKAFOR',
      // 23:30 UTC is the next day in Nigeria.
      '24 November 2026',
      'Ngozi Eze',
      'ABCDE12345',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('REPRINT');
    expect(await pdfQrText(bytes)).toBe(content().qrText);
  });

  it('marks a reprint and a reissue with their count', async () => {
    expect(
      await pdfText(await renderCertificatePdf(content({ issue: 'reprint', issueNumber: 2 }))),
    ).toContain('REPRINT 2');
    expect(
      await pdfText(await renderCertificatePdf(content({ issue: 'reissue', issueNumber: 1 }))),
    ).toContain('REISSUE 1');
  });

  it('has a template for every kind, and names the subject by initials and surname', () => {
    for (const kind of Object.values(RECORD_KIND_DECLARATIONS)) {
      const template = kindTemplate(kind);
      expect(template.title).toMatch(/\S/);
      expect(template.statement).toMatch(/\S/);
      // The kind's own particulars print, then the place of registration.
      expect(template.sections.length).toBeGreaterThan(1);
      expect(template.sections.every((section) => section.fields.length > 0)).toBe(true);
      expect(template.sections.at(-1)?.title).toBe('Place of registration');
    }
    const death = exampleDeathRegistrationSubmission('form_b') as unknown as Record<
      string,
      unknown
    >;
    expect(subjectNameOf(deathKind, death)).toBe('E. O. OKAFOR');
    const stillbirth = exampleStillbirthSubmission() as unknown as Record<string, unknown>;
    expect(subjectNameOf(stillbirthKind, stillbirth)).toBe('A. B. MUSA');
  });

  it('formats values by their lists, and leaves out what the record lacks', () => {
    const data = { child: { sex: '2', state_of_birth: '24', place_of_occurrence: '1' } };
    expect(fieldValue(data, { label: 'Sex', path: 'child.sex', format: 'sex' })).toBe('Female');
    expect(
      fieldValue(data, { label: 'State', path: 'child.state_of_birth', format: 'state' }),
    ).toBe('Lagos');
    expect(
      fieldValue(data, {
        label: 'Place',
        path: 'child.place_of_occurrence',
        format: 'place_of_birth',
      }),
    ).toBe('Hospital');
    expect(fieldValue(data, { label: 'Town', path: 'child.town_of_birth' })).toBeUndefined();
    expect(longDate('2026-03-14')).toBe('14 March 2026');
  });
});

describe('a corrected certificate', () => {
  const notes = (n: number) =>
    Array.from({ length: n }, (_, i) => `Corrected on 2026-11-${String(10 + i)}: name ${i + 1}`);

  it('prints the marginal notes and its count, without the reprint watermark', async () => {
    const text = await pdfText(
      await renderCertificatePdf(content({ issue: 'correction', issueNumber: 1, notes: notes(2) })),
    );
    expect(text).toContain('MARGINAL NOTES');
    expect(text).toContain('Corrected on 2026-11-10: name 1');
    expect(text).toContain('Corrected on 2026-11-11: name 2');
    expect(text).toContain('CORRECTED 1');
    expect(text).not.toContain('REPRINT');
  });

  it('keeps the newest notes that fit above the footer and counts the older ones', async () => {
    const text = await pdfText(
      await renderCertificatePdf(
        content({ issue: 'correction', issueNumber: 1, notes: notes(12) }),
      ),
    );
    expect(text).toContain('Corrected on 2026-11-21: name 12');
    expect(text).not.toContain('Corrected on 2026-11-10: name 1 ');
    expect(text).toMatch(/\.\.\. and \d+ earlier correction\(s\), kept in the register/);
  });
});
