import { RECORD_KIND_MANIFESTS, RECORD_KINDS, SECTION_ACCESS } from '@vitalreg/domain';
import { describe, expect, it } from 'vitest';
import { RECORD_KIND_VIEWS, REVIEW_KIND_ORDER } from './kinds';

/** Every kind has its screens on the shared frame. */
const VIEWED = RECORD_KINDS;

describe('the web kinds', () => {
  it.each(VIEWED)('%s is viewed under its own key', (key) => {
    expect(RECORD_KIND_VIEWS[key].key).toBe(key);
  });

  it('open their sections to the same permissions as the sidebar', () => {
    for (const key of VIEWED) {
      const view = RECORD_KIND_VIEWS[key];
      expect([...new Set([...view.permissions.see, ...view.permissions.list])].sort()).toEqual(
        [...SECTION_ACCESS[RECORD_KIND_MANIFESTS[key].section]].sort(),
      );
    }
  });

  it('are all offered by the review queue', () => {
    expect([...REVIEW_KIND_ORDER].sort()).toEqual([...VIEWED].sort());
  });
});
