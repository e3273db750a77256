import { describe, expect, it } from 'vitest';
import { retryDelay } from './constants.ts';

describe('retryDelay', () => {
  it('doubles from 1000 ms and caps at 30000 ms', () => {
    expect(retryDelay(0)).toBe(1000);
    expect(retryDelay(1)).toBe(2000);
    expect(retryDelay(4)).toBe(16_000);
    expect(retryDelay(5)).toBe(30_000);
    expect(retryDelay(20)).toBe(30_000);
  });
});
