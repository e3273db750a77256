import { describe, expect, it } from 'vitest';
import {
  certificateIssueLabel,
  initialsAndSurname,
  isVerificationCode,
  normaliseVerificationCode,
} from './codes.ts';
import {
  decodeBase64Url,
  encodeBase64Url,
  parseVerificationFragment,
  printedParticularsBytes,
  signedPayloadBytes,
  verificationAddress,
  verificationFragment,
} from './signed-payload.ts';

const payload = {
  k: 'birth' as const,
  n: 'LA/2026/000001',
  s: 'Ṣ. Ọ. ƊANJUMA',
  e: '2026-11-19',
  i: '2026-11-24',
  c: 'AB12CD34EF',
};

describe('certificate names and codes', () => {
  it('gives initials and the surname in capitals, keeping letters as written', () => {
    expect(initialsAndSurname(['Ṣẹgun', 'Ọbịa'], 'Ɗanjuma')).toBe('Ṣ. Ọ. ƊANJUMA');
    expect(initialsAndSurname(['Adaeze Ngozi', null], 'Okafor')).toBe('A. N. OKAFOR');
    expect(initialsAndSurname([], 'Bello')).toBe('BELLO');
    // A first letter written as a letter and a combining mark keeps both.
    expect(initialsAndSurname(['S\u0323egun'], 'Ade')).toBe('Ṣ. ADE');
  });

  it('reads codes as typed off the paper', () => {
    expect(isVerificationCode(normaliseVerificationCode('ab12c-d34ef'))).toBe(true);
    for (const code of ['AB12CD34E', 'AB12CD34EFG', 'AB12CD34EI', 'AB12CD34EO', 'AB12CD34E!']) {
      expect(isVerificationCode(code)).toBe(false);
    }
  });

  it('labels issues', () => {
    expect(certificateIssueLabel('original', 0)).toBe('Original');
    expect(certificateIssueLabel('reprint', 2)).toBe('Reprint 2');
    expect(certificateIssueLabel('reissue', 1)).toBe('Reissue 1');
  });
});

describe('signed payload', () => {
  it('round-trips the fragment and keeps the signed bytes as carried', () => {
    const node = (
      globalThis as unknown as {
        Buffer: {
          from(b: Uint8Array): { toString(e: string): string; values(): Iterable<number> };
        };
      }
    ).Buffer;
    const bytes = signedPayloadBytes(payload);
    const signature = new Uint8Array(64).fill(7);
    const fragment = verificationFragment(bytes, signature);
    expect(fragment).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    const parsed = parseVerificationFragment(`#${fragment}`);
    expect(parsed?.payload).toEqual(payload);
    expect(parsed?.payloadBytes).toEqual(bytes);
    expect(parsed?.signature).toEqual(signature);
    expect(decodeBase64Url(encodeBase64Url(bytes))).toEqual(bytes);
    expect([...bytes]).toEqual([...node.from(JSON.stringify(payload) as never).values()]);
    // The same as Node's own base64url, for every length's padding.
    for (const length of [0, 1, 2, 3, 4, 5, 64]) {
      const sample = Uint8Array.from({ length }, (_, i) => (i * 97 + 13) & 0xff);
      const node = (
        globalThis as unknown as {
          Buffer: { from(b: Uint8Array): { toString(e: string): string } };
        }
      ).Buffer;
      expect(encodeBase64Url(sample)).toBe(node.from(sample).toString('base64url'));
      expect(decodeBase64Url(encodeBase64Url(sample))).toEqual(sample);
    }
  });

  it('refuses what is not a payload and a signature', () => {
    const bytes = signedPayloadBytes(payload);
    const good = encodeBase64Url(new Uint8Array(64));
    for (const fragment of [
      '',
      'abc',
      `${encodeBase64Url(bytes)}.${encodeBase64Url(new Uint8Array(10))}`,
      `${encodeBase64Url(signedPayloadBytes({ ...payload, k: 'marriage' as 'birth' }))}.${good}`,
      `${encodeBase64Url(Uint8Array.from([110, 111, 116]))}.${good}`,
      `${encodeBase64Url(bytes)}.${good}.extra`,
      `abc$.${good}`,
      // Not UTF-8.
      `${encodeBase64Url(Uint8Array.from([0xc3, 0x28]))}.${good}`,
    ]) {
      expect(parseVerificationFragment(fragment)).toBeUndefined();
    }
  });

  it('builds the verification address without doubled slashes', () => {
    expect(verificationAddress('https://vr.example.gov.ng/', 'AB12CD34EF')).toBe(
      'https://vr.example.gov.ng/verify/AB12CD34EF',
    );
  });
});

/** The runtime's TextEncoder and TextDecoder (this package's TypeScript sees no DOM or Node types). */
const { TextEncoder, TextDecoder } = globalThis as unknown as {
  TextEncoder: new () => { encode(text: string): Uint8Array };
  TextDecoder: new () => { decode(bytes: Uint8Array): string };
};

describe('signed payload with a digest and a key id', () => {
  it('signs d and kid after the first members, and reads earlier payloads as they were', () => {
    const signed = { ...payload, d: 'x'.repeat(43), kid: 'abcdefghijklmnop' };
    const bytes = signedPayloadBytes(signed);
    expect(new TextDecoder().decode(bytes)).toBe(
      `{"k":"birth","n":"LA/2026/000001","s":"Ṣ. Ọ. ƊANJUMA","e":"2026-11-19","i":"2026-11-24","c":"AB12CD34EF","d":"${'x'.repeat(43)}","kid":"abcdefghijklmnop"}`,
    );
    const fragment = verificationFragment(bytes, new Uint8Array(64));
    expect(parseVerificationFragment(fragment)?.payload).toEqual(signed);
    // An earlier payload: the same bytes as before, no d or kid.
    expect(signedPayloadBytes(payload)).toEqual(new TextEncoder().encode(JSON.stringify(payload)));
    expect(
      parseVerificationFragment(
        verificationFragment(signedPayloadBytes(payload), new Uint8Array(64)),
      )?.payload,
    ).toEqual(payload);
    // A digest that is not text is not a payload.
    const odd = new TextEncoder().encode(JSON.stringify({ ...payload, d: 5 }));
    expect(
      parseVerificationFragment(verificationFragment(odd, new Uint8Array(64))),
    ).toBeUndefined();
  });

  it('serialises printed particulars canonically: order and every value count', () => {
    const sections = [
      { title: 'Child', rows: [{ label: 'First name', value: 'Ṣẹgun' }] },
      { title: 'Mother', rows: [{ label: 'Name', value: 'Ngozi' }] },
    ];
    expect(new TextDecoder().decode(printedParticularsBytes(sections))).toBe(
      '[["Child",[["First name","Ṣẹgun"]]],["Mother",[["Name","Ngozi"]]]]',
    );
    // Decomposed letters are the same particulars.
    const decomposed = [
      { ...sections[0]!, rows: [{ label: 'First name', value: 'Ṣẹgun'.normalize('NFD') }] },
      sections[1]!,
    ];
    expect(printedParticularsBytes(decomposed)).toEqual(printedParticularsBytes(sections));
    const forged = [sections[0]!, { title: 'Mother', rows: [{ label: 'Name', value: 'Amaka' }] }];
    expect(printedParticularsBytes(forged)).not.toEqual(printedParticularsBytes(sections));
  });
});
