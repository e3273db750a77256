import { describe, expect, it } from 'vitest';
import {
  applyParentConditions,
  applyResidenceCondition,
  datesToIso,
  emptyStringsToNull,
  isNigerian,
  optionalFieldsToNull,
  optionalToNull,
  trimName,
  trimNames,
} from './transforms.ts';

describe('before sending', () => {
  it('empty strings become null at any depth', () => {
    expect(
      emptyStringsToNull({
        a: '',
        b: 'x',
        c: { d: '', e: [1, '', { f: '' }] },
        g: 0,
        h: false,
        i: null,
      }),
    ).toEqual({
      a: null,
      b: 'x',
      c: { d: null, e: [1, null, { f: null }] },
      g: 0,
      h: false,
      i: null,
    });
    expect(emptyStringsToNull('')).toBeNull();
    expect(emptyStringsToNull(' ')).toBe(' ');
  });

  it('leaves non-plain objects (dates) alone', () => {
    const date = new Date('2024-01-01T00:00:00Z');
    expect(emptyStringsToNull({ date }).date).toBe(date);
  });

  it('names are trimmed', () => {
    expect(trimName('  Chukwuemeka   Obi ')).toBe('Chukwuemeka Obi');
    expect(trimNames({ surname: ' Obi ', age: 30 }, ['surname', 'age'])).toEqual({
      surname: 'Obi',
      age: 30,
    });
  });

  it('optional middle names, emails, phones and ids become null when empty', () => {
    expect(optionalToNull('')).toBeNull();
    expect(optionalToNull('   ')).toBeNull();
    expect(optionalToNull(undefined)).toBeNull();
    expect(optionalToNull(' Ada ')).toBe('Ada');
    expect(
      optionalFieldsToNull(
        { middlename: '', email: ' ', phone: undefined, nin: '12345678901', surname: '' },
        ['middlename', 'email', 'phone', 'nin'],
      ),
    ).toEqual({ middlename: null, email: null, phone: null, nin: '12345678901', surname: '' });
  });

  it('day-month-year dates become year-month-day', () => {
    expect(
      datesToIso({ childBirthDate: '01/02/2024', other: '01/02/2024' }, ['childBirthDate']),
    ).toEqual({
      childBirthDate: '2024-02-01',
      other: '01/02/2024',
    });
  });
});

describe('birth registration conditions', () => {
  const nigerianParent = {
    nationality: 63,
    country: 63,
    state_of_origin: 25,
    lga_of_origin: 500,
    ethnic_group: 409,
    state: 24,
    lga: 480,
    settlement: 1,
    street_name: '12 Allen Avenue',
    literacy: 1,
    education_level: 7,
  };

  it('keeps everything for a literate Nigerian living in Nigeria', () => {
    expect(applyParentConditions(nigerianParent)).toEqual(nigerianParent);
  });

  it('a foreign nationality clears origin and ethnic group only', () => {
    expect(applyParentConditions({ ...nigerianParent, nationality: 288 })).toEqual({
      ...nigerianParent,
      nationality: 288,
      state_of_origin: null,
      lga_of_origin: null,
      ethnic_group: null,
    });
  });

  it('living abroad clears state, LGA and settlement of residence, keeps the street', () => {
    expect(applyParentConditions({ ...nigerianParent, country: 826 })).toEqual({
      ...nigerianParent,
      country: 826,
      state: null,
      lga: null,
      settlement: null,
    });
  });

  it('education level only when literate (1)', () => {
    expect(applyParentConditions({ ...nigerianParent, literacy: 2 }).education_level).toBeNull();
    expect(applyParentConditions({ ...nigerianParent, literacy: '1' }).education_level).toBe(7);
  });

  it('codes may come as strings from a select', () => {
    expect(isNigerian('63')).toBe(true);
    expect(isNigerian(63)).toBe(true);
    expect(isNigerian('')).toBe(false);
    expect(isNigerian(null)).toBe(false);
    expect(isNigerian(566)).toBe(false);
    expect(applyParentConditions({ ...nigerianParent, nationality: '63' }).ethnic_group).toBe(409);
  });

  it('does not change the object it is given', () => {
    const parent = { ...nigerianParent, nationality: 288 };
    applyParentConditions(parent);
    expect(parent.ethnic_group).toBe(409);
  });

  it('the residence condition alone (an informant has no nationality)', () => {
    const informant = {
      country: 826,
      state: 24,
      lga: 510,
      settlement: 1,
      street_name: '3 Baker St',
    };
    expect(applyResidenceCondition(informant)).toEqual({
      country: 826,
      state: null,
      lga: null,
      settlement: null,
      street_name: '3 Baker St',
    });
    expect(applyResidenceCondition({ ...informant, country: '63' })).toEqual({
      ...informant,
      country: '63',
    });
  });
});
