import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES } from '../lookups/codes.ts';
import { nextStatus, RECORD_ACTIONS, WORKFLOW_TRANSITIONS } from './workflow.ts';

describe('workflow table', () => {
  it('moves records along the spec statuses', () => {
    expect(nextStatus(null, 'submit')).toBe('pending');
    expect(nextStatus('pending', 'approve')).toBe('approved');
    expect(nextStatus('pending', 'query')).toBe('queried');
    expect(nextStatus('queried', 'resubmit')).toBe('pending');
    expect(nextStatus('approved', 'print')).toBe('printed');
    expect(nextStatus('printed', 'reprint')).toBe('printed');
    expect(nextStatus('printed', 'reissue')).toBe('printed');
  });

  it('answers undefined for an action the status does not allow', () => {
    expect(nextStatus('approved', 'approve')).toBeUndefined();
    expect(nextStatus('queried', 'approve')).toBeUndefined();
    expect(nextStatus('pending', 'print')).toBeUndefined();
    expect(nextStatus('pending', 'submit')).toBeUndefined();
    expect(nextStatus('printed', 'query')).toBeUndefined();
    expect(nextStatus('approved', 'reprint')).toBeUndefined();
    expect(nextStatus(null, 'approve')).toBeUndefined();
  });

  it('every transition uses known statuses and actions, and no pair appears twice', () => {
    const pairs = WORKFLOW_TRANSITIONS.map((t) => `${String(t.from)}:${t.action}`);
    expect(new Set(pairs).size).toBe(pairs.length);
    for (const t of WORKFLOW_TRANSITIONS) {
      expect(APPLICATION_STATUSES).toContain(t.to);
      expect(RECORD_ACTIONS).toContain(t.action);
    }
  });
});
