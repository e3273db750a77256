import { describe, expect, it } from 'vitest';
import { isInScope, scopeForRole, type Placement } from './scope.ts';

const ikejaCentre: Placement = { stateId: 24, lgaId: 510, centreId: 1 };
const otherIkejaCentre: Placement = { stateId: 24, lgaId: 510, centreId: 7 };
const kano: Placement = { stateId: 19, lgaId: 384, centreId: 3 };
const lagos = { stateId: 24, lgaId: 510, centreId: 1 };

describe('scope', () => {
  it('limits a registrar to their centre', () => {
    const scope = scopeForRole('registra', lagos);
    expect(scope.kind).toBe('centre');
    expect(isInScope(scope, ikejaCentre)).toBe(true);
    expect(isInScope(scope, otherIkejaCentre)).toBe(false);
  });

  it('limits a DCR to their LGA and a state director to their state', () => {
    expect(isInScope(scopeForRole('dcr', lagos), otherIkejaCentre)).toBe(true);
    expect(isInScope(scopeForRole('dcr', lagos), kano)).toBe(false);
    expect(isInScope(scopeForRole('state_director', lagos), otherIkejaCentre)).toBe(true);
    expect(isInScope(scopeForRole('state_commissioner', lagos), kano)).toBe(false);
  });

  it('gives national roles the whole country', () => {
    for (const role of ['admin', 'sub_admin', 'tiu'] as const) {
      expect(
        isInScope(scopeForRole(role, { stateId: null, lgaId: null, centreId: null }), kano),
      ).toBe(true);
    }
  });

  it('gives a user whose area is not set nothing', () => {
    const scope = scopeForRole('registra', { stateId: 24, lgaId: 510, centreId: null });
    expect(isInScope(scope, { ...ikejaCentre, centreId: null })).toBe(false);
  });
});
