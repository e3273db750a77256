import { formatAmount } from '@vitalreg/domain';
import { describe, expect, it } from 'vitest';
import { valueAxisOf } from './charts';

describe('the value axis', () => {
  it('reads each tick as an amount whatever its position on the axis', () => {
    // Recharts passes the tick's value and its index (0, 1, 2...).
    const format = valueAxisOf(formatAmount).tickFormatter as (
      value: number,
      index: number,
    ) => string;
    expect([0, 250_000, 1_000_000].map((kobo, index) => format(kobo, index))).toEqual([
      'NGN 0.00',
      'NGN 2,500.00',
      'NGN 10,000.00',
    ]);
  });
});
