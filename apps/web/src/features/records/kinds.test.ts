import { RECORD_KIND_DECLARATIONS, RECORD_KINDS, SECTION_ACCESS } from '@vitalreg/domain';
import { describe, expect, it } from 'vitest';
import { RECORD_KIND_VIEWS, REVIEW_KIND_ORDER } from './kinds';

/** Every kind has its screens on the shared frame. */
const VIEWED = RECORD_KINDS;

describe('the web kinds', () => {
  it.each(VIEWED)('repeat the domain declaration of %s', (key) => {
    const declared = RECORD_KIND_DECLARATIONS[key];
    const view = RECORD_KIND_VIEWS[key];
    expect(view.key).toBe(key);
    expect(view.apiPath).toBe(declared.apiPath);
    expect(view.reviewPath).toBe(declared.reviewPath);
    expect(view.permissions).toEqual(declared.permissions);
    expect(view.certificateField).toBe(declared.certificate.answerField);
  });

  it('open their sections to the same permissions as the sidebar', () => {
    const sections = {
      birth: SECTION_ACCESS['birth-registrations'],
      death: SECTION_ACCESS['death-registrations'],
      stillbirth: SECTION_ACCESS['still-births'],
      attestation: SECTION_ACCESS['birth-attestations'],
    };
    for (const key of VIEWED) {
      const view = RECORD_KIND_VIEWS[key];
      expect([...new Set([...view.permissions.see, ...view.permissions.list])].sort()).toEqual(
        [...sections[key]].sort(),
      );
    }
  });

  it('are all offered by the review queue', () => {
    expect([...REVIEW_KIND_ORDER].sort()).toEqual([...VIEWED].sort());
  });
});
