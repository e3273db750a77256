import { describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from './envelope.ts';
import { ERROR_CODE_TABLE, ERROR_CODES, errorStatus } from './error-codes.ts';

describe('error codes', () => {
  it('gives every code an error status and a meaning, each code once', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    expect(Object.keys(ERROR_CODE_TABLE).sort()).toEqual([...ERROR_CODES].sort());
    for (const code of ERROR_CODES) {
      expect(errorStatus(code)).toBeGreaterThanOrEqual(400);
      expect(errorStatus(code)).toBeLessThan(600);
      expect(ERROR_CODE_TABLE[code].meaning).toMatch(/\.$/);
    }
  });

  it('reads an error answer with its code and details, and refuses an unknown code', () => {
    const answer = {
      status: 'ERROR',
      message: 'Too many requests. Try again in 30 seconds.',
      data: null,
      code: 'RATE_LIMITED',
      details: { retryAfter: 30 },
    };
    expect(errorEnvelopeSchema.parse(answer)).toEqual(answer);
    expect(errorEnvelopeSchema.safeParse({ ...answer, code: 'TEAPOT' }).success).toBe(false);
    expect(errorEnvelopeSchema.safeParse({ ...answer, code: undefined }).success).toBe(false);
  });
});
