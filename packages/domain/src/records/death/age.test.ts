import { describe, expect, it } from 'vitest';
import { formatAgeAtDeath } from '../shared/age.ts';
import { ageAtDeathOf, isUnderFive } from './age.ts';

describe('ageAtDeathOf (counted back from the date of death)', () => {
  it('whole years from the first birthday', () => {
    expect(ageAtDeathOf('2020-03-15', '2023-03-15')).toEqual({ value: 3, unit: 'years' });
    expect(ageAtDeathOf('2020-03-15', '2023-03-14')).toEqual({ value: 2, unit: 'years' });
    expect(ageAtDeathOf('1950-01-01', '2025-12-31')).toEqual({ value: 75, unit: 'years' });
    expect(ageAtDeathOf('2024-02-29', '2025-02-28')).toEqual({ value: 11, unit: 'months' });
    expect(ageAtDeathOf('2024-02-29', '2025-03-01')).toEqual({ value: 1, unit: 'years' });
  });

  it('months under one year, days under one month', () => {
    expect(ageAtDeathOf('2025-01-15', '2025-12-14')).toEqual({ value: 10, unit: 'months' });
    expect(ageAtDeathOf('2025-01-15', '2025-02-15')).toEqual({ value: 1, unit: 'months' });
    expect(ageAtDeathOf('2025-01-15', '2025-02-14')).toEqual({ value: 30, unit: 'days' });
    expect(ageAtDeathOf('2025-01-31', '2025-02-28')).toEqual({ value: 28, unit: 'days' });
    expect(ageAtDeathOf('2025-06-01', '2025-06-01')).toEqual({ value: 0, unit: 'days' });
  });

  it('nothing when death comes before birth or a date is not a date', () => {
    expect(ageAtDeathOf('2025-06-02', '2025-06-01')).toBeUndefined();
    expect(ageAtDeathOf('2025-02-30', '2025-06-01')).toBeUndefined();
  });
});

describe('formatAgeAtDeath and isUnderFive', () => {
  it('reads as a death record writes it', () => {
    expect(formatAgeAtDeath({ value: 3, unit: 'years' })).toBe('3 years');
    expect(formatAgeAtDeath({ value: 1, unit: 'months' })).toBe('1 month');
    expect(formatAgeAtDeath({ value: 1, unit: 'days' })).toBe('1 day');
  });

  it('under 5: any age in days or months, 0 to 4 years', () => {
    expect(isUnderFive({ value: 11, unit: 'months' })).toBe(true);
    expect(isUnderFive({ value: 4, unit: 'years' })).toBe(true);
    expect(isUnderFive({ value: 5, unit: 'years' })).toBe(false);
  });
});
