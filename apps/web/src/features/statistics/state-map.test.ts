import { STATES } from '@vitalreg/domain';
import { describe, expect, it } from 'vitest';
import { STATE_SHAPES, stateKey } from './state-map';

describe('the map of Nigeria', () => {
  it('draws every state of the reference data exactly once', () => {
    for (const state of STATES) {
      const shapes = STATE_SHAPES.filter((shape) => shape.stateId === state.State_ID);
      expect(shapes, state.State_Name).toHaveLength(1);
      expect(shapes[0]!.path).toMatch(/^m/i);
    }
    expect(STATE_SHAPES).toHaveLength(STATES.length);
  });

  it('reads the usual spellings of a state as one', () => {
    expect(stateKey('FCT')).toBe(stateKey('Federal Capital Territory'));
    expect(stateKey('Nassarawa')).toBe(stateKey('Nasarawa'));
    expect(stateKey('Cross-River')).toBe(stateKey('Cross River'));
    expect(stateKey('Akwa  Ibom')).toBe(stateKey('Akwa Ibom'));
  });
});
