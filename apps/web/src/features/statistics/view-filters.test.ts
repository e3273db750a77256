import { DASHBOARD_MESSAGES } from '@vitalreg/domain';
import { describe, expect, it } from 'vitest';
import { makeUser } from '@/testing/test-utils';
import { areaPickers, checkFilters, ownArea, readFilters, writeFilters } from './view-filters';

const NOW = new Date('2026-11-27T10:00:00Z');

describe('the view filters in the address', () => {
  it('leaves defaults out, so a bookmarked view keeps ending with this month', () => {
    expect(writeFilters({ from: '2023-01', to: '2026-11' }, NOW).toString()).toBe('');
    expect(
      writeFilters(
        { from: '2024-03', to: '2025-12', kind: 'birth', state: 24, lga: 510 },
        NOW,
      ).toString(),
    ).toBe('from=2024-03&to=2025-12&kind=birth&state=24&lga=510');
  });

  it('reads only its own keys and checks them with the API’s rules', () => {
    const raw = readFilters(new URLSearchParams('from=2024-03&name=Ada&lga=510'));
    expect(raw).toEqual({ from: '2024-03', lga: '510' });
    expect(checkFilters(raw, NOW)).toEqual({ filters: { from: '2024-03', lga: 510 } });
    expect(checkFilters({ to: '2027-01' }, NOW)).toEqual({ error: DASHBOARD_MESSAGES.future });
    expect(checkFilters({ from: '2022-12' }, NOW)).toEqual({
      error: DASHBOARD_MESSAGES.beforeStart,
    });
    expect(checkFilters({ from: '2025-02', to: '2025-01' }, NOW)).toEqual({
      error: DASHBOARD_MESSAGES.order,
    });
  });

  it('starts each user at their own area', () => {
    const director = ownArea(makeUser('state_director'));
    expect(director).toEqual({ scope: 'state', stateId: 24, lgaId: null, centreId: null });
    expect(areaPickers(director)).toEqual({ state: false, lga: true, centre: true });
    const dcr = ownArea(makeUser('dcr'));
    expect(dcr).toMatchObject({ scope: 'lga', stateId: 24, lgaId: 510 });
    expect(areaPickers(dcr)).toEqual({ state: false, lga: false, centre: true });
    expect(areaPickers(ownArea(makeUser('tiu')))).toEqual({ state: true, lga: true, centre: true });
  });
});
