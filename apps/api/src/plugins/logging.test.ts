import { describe, expect, it } from 'vitest';
import { maskSecrets } from './logging.ts';

describe('maskSecrets', () => {
  it('hides NINs, tracking ids in verification paths, tokens and secret parameters', () => {
    expect(maskSecrets('/api/verify-nin/12345678901')).toBe('/api/verify-nin/[REDACTED]');
    expect(maskSecrets('/api/verify-trackingid/AB12CD34EF56GH1?x=1')).toBe(
      '/api/verify-trackingid/[REDACTED]?x=1',
    );
    expect(maskSecrets('mother 12345678901 found')).toBe('mother [NIN] found');
    expect(maskSecrets('Authorization: Bearer abc.def-123')).toBe(
      'Authorization: Bearer [REDACTED]',
    );
    expect(maskSecrets('/dashboard?t=secret&page=2')).toBe('/dashboard?t=[REDACTED]&page=2');
  });

  it("hides the list's search text (people's names)", () => {
    expect(maskSecrets('/api/birth-registration/list/1?status=pending&q=Folake+Adeyemi')).toBe(
      '/api/birth-registration/list/1?status=pending&q=[REDACTED]',
    );
  });

  it('leaves ordinary paths alone', () => {
    expect(maskSecrets('/api/birth-registration/list/2?status=pending')).toBe(
      '/api/birth-registration/list/2?status=pending',
    );
  });
});
