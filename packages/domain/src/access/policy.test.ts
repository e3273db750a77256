import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES } from '../lookups/codes.ts';
import type { WorkflowStatus } from '../records/workflow.ts';
import { DEFAULT_ROLE_PERMISSIONS } from './permissions.ts';
import {
  allowedActions,
  decideAction,
  mayEverTake,
  mayOpenRecord,
  type Actor,
  type RecordFacts,
} from './policy.ts';
import { ROLE_SCOPE, type RoleName } from './roles.ts';

const IKEJA = { stateId: 25, lgaId: 500, centreId: 1 };
const births = {
  permissions: { see: ['Can_See_Birth'], list: ['Can_List_Birth', 'Can_See_Birth'] },
} as const;

/** A person of the role with its default permissions, working at Ikeja. */
function actor(role: RoleName, id = 2, area = IKEJA): Actor {
  return { id, permissions: DEFAULT_ROLE_PERMISSIONS[role], scope: ROLE_SCOPE[role], area };
}

function birth(status: WorkflowStatus, facts: Partial<RecordFacts> = {}): RecordFacts {
  return { kind: births, status, place: IKEJA, capturedBy: 1, ...facts };
}

const actionsOf = (role: RoleName, status: WorkflowStatus) =>
  allowedActions(actor(role), birth(status));

describe('the access policy, by the default role matrix', () => {
  it('capture and resubmit: every role but the read-only state commissioner', () => {
    expect(actionsOf('adhoc', null)).toEqual(['submit']);
    expect(allowedActions(actor('hospital', 1), birth('queried'))).toEqual(['resubmit']);
    for (const role of ['dcr', 'state_director', 'admin', 'sub_admin', 'tiu'] as const) {
      expect(actionsOf(role, null)).toEqual(['submit']);
    }
    expect(mayEverTake(actor('state_commissioner'), 'submit', births)).toBe(false);
    expect(mayEverTake(actor('state_commissioner'), 'resubmit', births)).toBe(false);
  });

  it('approve and query: dcr, state_director, admin, sub_admin, tiu', () => {
    for (const role of ['dcr', 'state_director', 'admin', 'sub_admin', 'tiu'] as const) {
      expect(actionsOf(role, 'pending')).toEqual(['approve', 'query']);
    }
    expect(actionsOf('registra', 'pending')).toEqual([]);
    expect(actionsOf('adhoc', 'pending')).toEqual([]);
    expect(actionsOf('state_commissioner', 'pending')).toEqual([]);
  });

  it('print and reprint: registra, dcr, state_director, admin; reissue: its approvers', () => {
    expect(actionsOf('registra', 'approved')).toEqual(['print']);
    expect(actionsOf('dcr', 'printed')).toEqual(['reprint', 'reissue']);
    expect(actionsOf('registra', 'printed')).toEqual(['reprint']);
    expect(actionsOf('hospital', 'approved')).toEqual([]);
    expect(actionsOf('tiu', 'printed')).toEqual([]);
  });

  it('after the registry revoked a certificate: no new paper until one is authorised, then its print only', () => {
    const dcr = actor('dcr');
    const revoked = birth('printed', { paper: 'revoked' });
    expect(allowedActions(dcr, revoked)).toEqual([]);
    for (const action of ['print', 'reprint', 'reissue', 'correct'] as const) {
      expect(decideAction(dcr, revoked, action)).toEqual({
        allowed: false,
        reason: 'certificate_revoked',
      });
    }
    // A corrected record back to approved is not printed past the revocation either.
    expect(decideAction(dcr, birth('approved', { paper: 'revoked' }), 'print')).toMatchObject({
      reason: 'certificate_revoked',
    });
    const authorised = birth('printed', { paper: 'new_paper_authorised' });
    expect(allowedActions(dcr, authorised)).toEqual(['print']);
    expect(decideAction(dcr, authorised, 'print')).toEqual({ allowed: true, next: 'printed' });
    expect(allowedActions(actor('hospital'), authorised)).toEqual([]);
    expect(allowedActions(dcr, birth('printed', { paper: 'valid' }))).toEqual([
      'reprint',
      'reissue',
    ]);
  });

  it('a state commissioner only reads', () => {
    for (const status of [null, ...APPLICATION_STATUSES]) {
      expect(actionsOf('state_commissioner', status)).toEqual([]);
    }
  });
});

describe('decideAction', () => {
  it('says why not, in order: permission, area, status, four-eyes, resubmitter', () => {
    const dcr = actor('dcr');
    expect(decideAction(dcr, birth('pending'), 'approve')).toEqual({
      allowed: true,
      next: 'approved',
    });
    expect(decideAction(actor('registra'), birth('pending'), 'approve')).toEqual({
      allowed: false,
      reason: 'missing_permission',
    });
    const elsewhere = { stateId: 25, lgaId: 501, centreId: 9 };
    expect(decideAction(dcr, birth('pending', { place: elsewhere }), 'approve')).toEqual({
      allowed: false,
      reason: 'out_of_scope',
    });
    expect(decideAction(dcr, birth('approved'), 'approve')).toEqual({
      allowed: false,
      reason: 'wrong_status',
    });
    expect(decideAction(dcr, birth('pending', { capturedBy: '2' }), 'query')).toEqual({
      allowed: false,
      reason: 'own_record',
    });
    // Printing one's own approved record is not a review.
    expect(decideAction(dcr, birth('approved', { capturedBy: 2 }), 'print')).toEqual({
      allowed: true,
      next: 'printed',
    });
  });

  it('nobody approves a reissue they asked for', () => {
    const dcr = actor('dcr');
    expect(decideAction(dcr, birth('printed', { reissueRequestedBy: 2 }), 'reissue')).toEqual({
      allowed: false,
      reason: 'own_record',
    });
    expect(decideAction(dcr, birth('printed', { reissueRequestedBy: 3 }), 'reissue').allowed).toBe(
      true,
    );
  });

  it('nobody reviews, nor reissues, for an account whose password they set and its holder kept', () => {
    const dcr = actor('dcr');
    const set = (facts: Partial<RecordFacts>) => birth('pending', { capturedBy: 7, ...facts });
    for (const action of ['approve', 'query'] as const) {
      expect(decideAction(dcr, set({ capturerPasswordSetBy: 2 }), action)).toEqual({
        allowed: false,
        reason: 'set_their_password',
      });
      // Set by someone else, or by the holder themselves: the rule does not apply.
      expect(decideAction(dcr, set({ capturerPasswordSetBy: 3 }), action).allowed).toBe(true);
      expect(decideAction(dcr, set({ capturerPasswordSetBy: 7 }), action).allowed).toBe(true);
    }
    const reissue = (setBy: number) =>
      birth('printed', { reissueRequestedBy: 7, reissueRequesterPasswordSetBy: setBy });
    expect(decideAction(dcr, reissue(2), 'reissue')).toEqual({
      allowed: false,
      reason: 'set_their_password',
    });
    expect(decideAction(dcr, reissue(7), 'reissue').allowed).toBe(true);
    // Printing is not a four-eyes decision.
    expect(
      decideAction(dcr, birth('approved', { capturedBy: 7, capturerPasswordSetBy: 2 }), 'print')
        .allowed,
    ).toBe(true);
  });

  it('a queried record is resubmitted by its capturer or by a registrar of its centre', () => {
    const queried = birth('queried', { capturedBy: 7 });
    expect(decideAction(actor('adhoc', 7), queried, 'resubmit').allowed).toBe(true);
    expect(decideAction(actor('adhoc', 8), queried, 'resubmit')).toEqual({
      allowed: false,
      reason: 'not_resubmitter',
    });
    expect(decideAction(actor('registra', 8), queried, 'resubmit').allowed).toBe(true);
    const otherCentre = { ...IKEJA, centreId: 2 };
    expect(decideAction(actor('dcr', 8, otherCentre), queried, 'resubmit')).toEqual({
      allowed: false,
      reason: 'not_resubmitter',
    });
  });

  it('a birth notification is captured only with Can_Notify_Births; any reviewer reviews it', () => {
    const notification = (status: WorkflowStatus, capturedBy = 1) =>
      birth(status, { recordType: 'birth_notification', capturedBy });
    expect(decideAction(actor('hospital'), notification(null), 'submit').allowed).toBe(true);
    expect(decideAction(actor('registra'), notification(null), 'submit')).toEqual({
      allowed: false,
      reason: 'missing_permission',
    });
    expect(allowedActions(actor('hospital', 7), notification('queried', 7))).toEqual(['resubmit']);
    expect(allowedActions(actor('registra', 7), notification('queried', 7))).toEqual([]);
    expect(allowedActions(actor('dcr'), notification('pending'))).toEqual(['approve', 'query']);
    expect(mayEverTake(actor('registra'), 'submit', births)).toBe(true);
  });

  it('follows the matrix, not the role: a permission taken away refuses the action', () => {
    const registrar = actor('registra');
    const withoutPrinting = {
      ...registrar,
      permissions: registrar.permissions.filter((p) => p !== 'Can_Print_Certificates'),
    };
    expect(allowedActions(withoutPrinting, birth('approved'))).toEqual([]);
    const adhocWhoReviews = {
      ...actor('adhoc'),
      permissions: ['Can_List_Birth', 'Can_Review_Records'],
    };
    expect(allowedActions(adhocWhoReviews, birth('pending'))).toEqual(['approve', 'query']);
  });
});

describe('mayOpenRecord', () => {
  const KANO = { stateId: 20, lgaId: 400, centreId: 9 };

  it('opens a record of a kind the actor lists, in their area only', () => {
    expect(mayOpenRecord(actor('registra'), births, IKEJA)).toBe(true);
    expect(mayOpenRecord(actor('registra'), births, KANO)).toBe(false);
    expect(mayOpenRecord(actor('tiu'), births, KANO)).toBe(true);
    const deaths = { permissions: { see: ['Can_See_Death'], list: ['Can_List_Death'] } } as const;
    expect(mayOpenRecord(actor('adhoc'), deaths, IKEJA)).toBe(false);
  });
});
