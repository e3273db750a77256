import { describe, expect, it } from 'vitest';
import { isoTime } from './repository.ts';

describe('isoTime (timestamps as PostgreSQL writes them)', () => {
  it('writes UTC text as ISO 8601 with milliseconds, as Date would', () => {
    for (const text of [
      '2026-11-23 09:50:01.123456+00',
      '2026-11-23 09:50:01.1+00',
      '2026-11-23 09:50:01.12+00',
      '2026-11-23 09:50:01+00',
      '2026-01-02 00:00:00.999999+00',
    ]) {
      expect(isoTime(text)).toBe(new Date(text).toISOString());
    }
    expect(isoTime('2026-11-23 09:50:01.5+00')).toBe('2026-11-23T09:50:01.500Z');
  });

  it('reads other zones through Date', () => {
    expect(isoTime('2026-11-23 10:50:01.5+01')).toBe('2026-11-23T09:50:01.500Z');
  });
});
