import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv';

describe('CSV', () => {
  it('quotes fields holding a comma, a quote, a line break or edge spaces, doubling quotes', () => {
    expect(csvField('Ikeja')).toBe('Ikeja');
    expect(csvField('Epe Centre, Lagos')).toBe('"Epe Centre, Lagos"');
    expect(csvField('Adaeze "Ada" Okafor')).toBe('"Adaeze ""Ada"" Okafor"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('carriage\rreturn')).toBe('"carriage\rreturn"');
    expect(csvField(' padded ')).toBe('" padded "');
    expect(csvField('Ṣẹgun Ọbịa')).toBe('Ṣẹgun Ọbịa');
  });

  it('writes numbers plainly, nothing for an unknown, and keeps formulas as text', () => {
    expect(csvField(1234)).toBe('1234');
    expect(csvField(20000.5)).toBe('20000.5');
    expect(csvField(null)).toBe('');
    expect(csvField(Number.NaN)).toBe('');
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('+234')).toBe("'+234");
    expect(csvField('-1')).toBe("'-1");
    expect(csvField('@sum')).toBe("'@sum");
  });

  it('joins rows with CRLF after a byte-order mark', () => {
    expect(
      toCsv([
        ['Registrar', 'Registered'],
        ['Tunde, Bakare', 422],
      ]),
    ).toBe('\uFEFFRegistrar,Registered\r\n"Tunde, Bakare",422\r\n');
  });
});
