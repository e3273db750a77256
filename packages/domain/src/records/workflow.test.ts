import { describe, expect, it } from 'vitest';
import { ROLE_NAMES } from '../access/roles.ts';
import { APPLICATION_STATUSES } from '../lookups/codes.ts';
import {
  ACTION_ROLES,
  availableActions,
  checkRecordAction,
  mayApprove,
  mayTakeAction,
  nextStatus,
  RECORD_ACTIONS,
  WORKFLOW_TRANSITIONS,
} from './workflow.ts';

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
    for (const action of RECORD_ACTIONS) {
      for (const role of ACTION_ROLES[action]) expect(ROLE_NAMES).toContain(role);
    }
  });
});

describe('roles', () => {
  it('capture and resubmit: every role but the read-only state commissioner', () => {
    expect(availableActions(null, 'adhoc')).toEqual(['submit']);
    expect(availableActions('queried', 'hospital')).toEqual(['resubmit']);
    for (const role of ['dcr', 'state_director', 'admin', 'sub_admin', 'tiu'] as const) {
      expect(availableActions(null, role)).toEqual(['submit']);
    }
    expect(mayTakeAction('state_commissioner', 'submit')).toBe(false);
    expect(mayTakeAction('state_commissioner', 'resubmit')).toBe(false);
  });

  it('approve and query: dcr, state_director, admin, sub_admin, tiu', () => {
    for (const role of ['dcr', 'state_director', 'admin', 'sub_admin', 'tiu'] as const) {
      expect(availableActions('pending', role)).toEqual(['approve', 'query']);
    }
    expect(availableActions('pending', 'registra')).toEqual([]);
    expect(availableActions('pending', 'adhoc')).toEqual([]);
    expect(availableActions('pending', 'state_commissioner')).toEqual([]);
  });

  it('print, reprint, reissue: registra, dcr, state_director, admin', () => {
    expect(availableActions('approved', 'registra')).toEqual(['print']);
    expect(availableActions('printed', 'dcr')).toEqual(['reprint', 'reissue']);
    expect(availableActions('approved', 'hospital')).toEqual([]);
    expect(availableActions('printed', 'tiu')).toEqual([]);
  });

  it('a state commissioner only reads', () => {
    for (const status of [null, ...APPLICATION_STATUSES]) {
      expect(availableActions(status, 'state_commissioner')).toEqual([]);
    }
  });
});

describe('four-eyes rule', () => {
  it('nobody approves a record they captured', () => {
    expect(mayApprove({ capturedBy: 7, reviewerId: 7 })).toBe(false);
    expect(mayApprove({ capturedBy: 7, reviewerId: '7' })).toBe(false);
    expect(mayApprove({ capturedBy: 7, reviewerId: 8 })).toBe(true);
  });

  it('checkRecordAction reports the first reason', () => {
    const base = { roleName: 'dcr' as const, actorId: 2, capturedBy: 1 };
    expect(checkRecordAction({ ...base, status: 'pending', action: 'approve' })).toEqual({
      ok: true,
      next: 'approved',
    });
    expect(checkRecordAction({ ...base, status: 'approved', action: 'approve' })).toEqual({
      ok: false,
      reason: 'wrong_status',
    });
    expect(
      checkRecordAction({ ...base, roleName: 'registra', status: 'pending', action: 'approve' }),
    ).toEqual({ ok: false, reason: 'role_not_allowed' });
    expect(
      checkRecordAction({ ...base, capturedBy: 2, status: 'pending', action: 'query' }),
    ).toEqual({ ok: false, reason: 'own_record' });
    // Printing one's own approved record is not a review.
    expect(
      checkRecordAction({ ...base, capturedBy: 2, status: 'approved', action: 'print' }),
    ).toEqual({ ok: true, next: 'printed' });
  });
});
