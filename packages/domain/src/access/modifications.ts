import type { ApplicationStatus } from '../lookups/codes.ts';
import type { ModificationAction, ModificationStatus } from '../modifications/schemas.ts';
import { nextStatus } from '../records/workflow.ts';
import { hasAnyPermission, type Permission } from './permissions.ts';
import type { PaperStanding } from '../certificates/codes.ts';
import {
  fourEyesRefusal,
  isInArea,
  paperStops,
  type ActionRefusal,
  type Actor,
  type Area,
  type KindPermissions,
} from './policy.ts';

/**
 * The access policy's part for modifications (DESIGN.md "Modifications"): who may ask for a
 * correction of a record, and who may review (approve, query) or amend (resubmit) a request.
 * A correction's approver is its field's rule's permission (a DCR's for a spelling fix, a state
 * director's for a change of sex or date); nobody reviews a request they made.
 */

/** What the policy needs to know of a modification request and its record. */
export interface ModificationFacts {
  kind: { permissions: KindPermissions };
  /** `null`: not yet requested. */
  status: ModificationStatus | null;
  /** The record's place and status. */
  place: Area;
  recordStatus: ApplicationStatus;
  requestedBy?: number | string | null;
  /** Who set the requester's password, while it is not one they chose (fourEyesRefusal). */
  requesterPasswordSetBy?: number | string | null;
  /** The permission that approves the corrected field (its rule's `approver`). */
  approver: Permission;
  /** Whether the record may have new paper: a correction leads to a new print (policy.ts). */
  paper?: PaperStanding;
}

export type ModificationDecision =
  { allowed: true; next?: ApplicationStatus } | { allowed: false; reason: ActionRefusal };

const REQUEST: readonly Permission[] = ['Can_See_Modification'];

const same = (a: number | string | null | undefined, b: number | string) =>
  a != null && String(a) === String(b);

/** The permissions each step needs: any one of each set. */
export function modificationPermissions(
  action: ModificationAction | 'request',
  facts: Pick<ModificationFacts, 'kind' | 'approver'>,
): readonly (readonly Permission[])[] {
  switch (action) {
    case 'request':
    case 'resubmit':
      return [REQUEST, facts.kind.permissions.list];
    case 'approve':
    case 'query':
      return [[facts.approver], facts.kind.permissions.list];
  }
}

/**
 * Whether the actor may take the step: permission, the record's area, the request's status
 * (and, to request or apply a correction, the record's: registered, approved or printed), the
 * four-eyes rule, and who may amend a queried request (its requester, or whoever may correct
 * records of the record's centre).
 */
export function decideModification(
  actor: Actor,
  facts: ModificationFacts,
  action: ModificationAction | 'request',
): ModificationDecision {
  const refuse = (reason: ActionRefusal): ModificationDecision => ({ allowed: false, reason });
  const needed = modificationPermissions(action, facts);
  if (!needed.every((set) => hasAnyPermission(actor.permissions, set))) {
    return refuse('missing_permission');
  }
  if (!isInArea(actor, facts.place)) return refuse('out_of_scope');
  if ((action === 'request' || action === 'approve') && paperStops(facts.paper, 'correct')) {
    return refuse('certificate_revoked');
  }
  const corrected = nextStatus(facts.recordStatus, 'correct');
  switch (action) {
    case 'request':
      return facts.status === null && corrected ? { allowed: true } : refuse('wrong_status');
    case 'approve':
    case 'query': {
      if (facts.status !== 'pending') return refuse('wrong_status');
      const fourEyes = fourEyesRefusal(actor, {
        id: facts.requestedBy,
        passwordSetBy: facts.requesterPasswordSetBy,
      });
      if (fourEyes) return refuse(fourEyes);
      if (action === 'approve') {
        return corrected ? { allowed: true, next: corrected } : refuse('wrong_status');
      }
      return { allowed: true };
    }
    case 'resubmit': {
      if (facts.status !== 'queried') return refuse('wrong_status');
      if (same(facts.requestedBy, actor.id)) return { allowed: true };
      const correctsCentre =
        hasAnyPermission(actor.permissions, ['Can_Correct_Centre_Records']) &&
        actor.area.centreId !== null &&
        facts.place.centreId === actor.area.centreId;
      return correctsCentre ? { allowed: true } : refuse('not_resubmitter');
    }
  }
}

/** The steps the actor may take on a request now. */
export function allowedModificationActions(
  actor: Actor,
  facts: ModificationFacts,
): ModificationAction[] {
  return (['approve', 'query', 'resubmit'] as const).filter(
    (action) => decideModification(actor, facts, action).allowed,
  );
}
