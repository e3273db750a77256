import {
  nextStatus,
  RECORD_ACTIONS,
  type RecordAction,
  type WorkflowStatus,
} from '../records/workflow.ts';
import type { ApplicationStatus, RecordTypeKey } from '../lookups/codes.ts';
import type { PaperStanding } from '../certificates/codes.ts';
import { hasAnyPermission, type Permission } from './permissions.ts';
import type { SessionUser } from '../api/auth.ts';
import { ROLE_SCOPE, type RoleName, type Scope } from './roles.ts';

/**
 * The one access policy (DESIGN.md "Roles, scope and permissions"): who may take which action on
 * which record, and why not. Route guards, services and screens all ask it. Roles never appear
 * here: a role only grants a set of permissions (the database's matrix), so a change to the
 * matrix changes every decision at once.
 */

/** Where someone works, or where a record is registered. */
export interface Area {
  stateId: number | null;
  lgaId: number | null;
  centreId: number | null;
}

/** The person asking: their permissions (from the role matrix) and the area they work on. */
export interface Actor {
  id: number | string;
  permissions: readonly string[];
  scope: Scope;
  area: Area;
}

/** A kind's capture (`see`) and list permissions, as its declaration gives them. */
export interface KindPermissions {
  see: readonly Permission[];
  list: readonly Permission[];
}

/** What the policy needs to know of a record. */
export interface RecordFacts {
  kind: { permissions: KindPermissions };
  /** `null`: not yet submitted. */
  status: WorkflowStatus;
  /** Where it is registered (for a submission: the centre it names). */
  place: Area;
  capturedBy?: number | string | null;
  /** Who set the capturer's password, while it is not one the capturer chose (fourEyesRefusal). */
  capturerPasswordSetBy?: number | string | null;
  /** For a reissue: who asked for it (the four-eyes rule applies to them). */
  reissueRequestedBy?: number | string | null;
  /** Who set the reissue requester's password, while it is not one they chose. */
  reissueRequesterPasswordSetBy?: number | string | null;
  /** The record type it is, or a submission or resubmission makes it (RECORD_TYPE_PERMISSIONS). */
  recordType?: RecordTypeKey | null;
  /** Whether it may have new paper (certificates/codes.ts); `valid` when not given. */
  paper?: PaperStanding;
}

/** Why an action is refused, in the order the policy asks. */
export type ActionRefusal =
  | 'missing_permission'
  | 'out_of_scope'
  | 'certificate_revoked'
  | 'wrong_status'
  | 'own_record'
  | 'set_their_password'
  | 'not_resubmitter';

export type ActionDecision =
  { allowed: true; next: ApplicationStatus } | { allowed: false; reason: ActionRefusal };

const PRINT: readonly Permission[] = ['Can_Print_Certificates'];

/** Record types whose capture needs a permission of its own besides the kind's (any one of it). */
export const RECORD_TYPE_PERMISSIONS: Partial<Record<RecordTypeKey, readonly Permission[]>> = {
  birth_notification: ['Can_Notify_Births'],
};

/** The permissions each action needs: any one of each set. */
export function actionPermissions(
  action: RecordAction,
  kind: KindPermissions,
  recordType?: RecordTypeKey | null,
): readonly (readonly Permission[])[] {
  switch (action) {
    case 'submit':
    case 'resubmit': {
      const own = recordType ? RECORD_TYPE_PERMISSIONS[recordType] : undefined;
      return own ? [kind.see, own] : [kind.see];
    }
    case 'approve':
    case 'query':
      return [['Can_Review_Records'], kind.list];
    case 'print':
      return [PRINT, kind.list];
    case 'reprint':
      return [PRINT, ['Can_See_Certificate_Reprint'], kind.list];
    case 'reissue':
      return [['Can_Approve_Reissuance'], kind.list];
    case 'correct':
      return [['Can_Approve_Modification', 'Can_Approve_Major_Modification'], kind.list];
  }
}

/** Whether a place lies in the actor's area; an actor whose area is not set has none. */
export function isInArea(actor: Pick<Actor, 'scope' | 'area'>, place: Area): boolean {
  const { scope, area } = actor;
  switch (scope) {
    case 'country':
      return true;
    case 'state':
      return area.stateId !== null && place.stateId === area.stateId;
    case 'lga':
      return area.lgaId !== null && place.lgaId === area.lgaId;
    case 'centre':
      return area.centreId !== null && place.centreId === area.centreId;
  }
}

const same = (a: number | string | null | undefined, b: number | string) =>
  a != null && String(a) === String(b);

/** The other person of a four-eyes decision: who captured or asked, and who set their password. */
export interface FourEyesCounterpart {
  id: number | string | null | undefined;
  /**
   * Whoever set the counterpart's password while it is not one the counterpart chose (an officer
   * who made the account or reset its password; docs/staff.md): they could have signed in as them.
   */
  passwordSetBy?: number | string | null;
}

/**
 * The four-eyes rule: nobody decides what they captured or asked for themselves, nor what an
 * account whose password they set (and its holder has not replaced since) captured or asked for.
 */
export function fourEyesRefusal(
  actor: Pick<Actor, 'id'>,
  counterpart: FourEyesCounterpart,
): 'own_record' | 'set_their_password' | null {
  if (same(counterpart.id, actor.id)) return 'own_record';
  if (same(counterpart.passwordSetBy, actor.id)) return 'set_their_password';
  return null;
}

/**
 * Whether the record's paper standing stops the action: after the registry revoked a
 * certificate, nothing that makes new paper (a correction sends the record back to be printed);
 * once an administrator authorised a new certificate, only its print, not a reprint or reissue.
 */
export function paperStops(paper: PaperStanding | undefined, action: RecordAction): boolean {
  if (paper === 'revoked') {
    return (
      action === 'print' || action === 'reprint' || action === 'reissue' || action === 'correct'
    );
  }
  return paper === 'new_paper_authorised' && (action === 'reprint' || action === 'reissue');
}

/** The status the workflow reads: a printed record with a new certificate authorised prints once more. */
const workflowStatus = (record: RecordFacts, action: RecordAction): WorkflowStatus =>
  action === 'print' && record.paper === 'new_paper_authorised' && record.status === 'printed'
    ? 'approved'
    : record.status;

/**
 * Everything that decides one action on one record: permission, area, a revoked certificate
 * (paperStops), workflow status, the four-eyes rule (nobody reviews what they captured, nor
 * approves a reissue they asked for, nor does so for an account whose password they set:
 * fourEyesRefusal) and
 * who may resubmit (its capturer, or whoever may correct records of its centre).
 */
export function decideAction(
  actor: Actor,
  record: RecordFacts,
  action: RecordAction,
): ActionDecision {
  const refuse = (reason: ActionRefusal): ActionDecision => ({ allowed: false, reason });
  const needed = actionPermissions(action, record.kind.permissions, record.recordType);
  if (!needed.every((set) => hasAnyPermission(actor.permissions, set))) {
    return refuse('missing_permission');
  }
  if (!isInArea(actor, record.place)) return refuse('out_of_scope');
  if (paperStops(record.paper, action)) return refuse('certificate_revoked');
  const next = nextStatus(workflowStatus(record, action), action);
  if (!next) return refuse('wrong_status');
  const counterpart: FourEyesCounterpart | null =
    action === 'approve' || action === 'query'
      ? { id: record.capturedBy, passwordSetBy: record.capturerPasswordSetBy }
      : action === 'reissue'
        ? { id: record.reissueRequestedBy, passwordSetBy: record.reissueRequesterPasswordSetBy }
        : null;
  const fourEyes = counterpart && fourEyesRefusal(actor, counterpart);
  if (fourEyes) return refuse(fourEyes);
  if (action === 'resubmit' && !same(record.capturedBy, actor.id)) {
    const correctsCentre =
      hasAnyPermission(actor.permissions, ['Can_Correct_Centre_Records']) &&
      actor.area.centreId !== null &&
      record.place.centreId === actor.area.centreId;
    if (!correctsCentre) return refuse('not_resubmitter');
  }
  return { allowed: true, next };
}

/**
 * The actions the actor may take on the record now, in the workflow's order. A correction is
 * applied only through its modification request (access/modifications.ts), never from the
 * record's page, so it is not among them.
 */
export function allowedActions(actor: Actor, record: RecordFacts): RecordAction[] {
  return RECORD_ACTIONS.filter(
    (action) => action !== 'correct' && decideAction(actor, record, action).allowed,
  );
}

/**
 * Whether the actor may take an action on some record of the kind, wherever it lies and
 * whatever its status: the permission part alone (a screen's "Register" button, a route guard).
 */
export function mayEverTake(
  actor: Pick<Actor, 'permissions'>,
  action: RecordAction,
  kind: { permissions: KindPermissions },
): boolean {
  return actionPermissions(action, kind.permissions).every((set) =>
    hasAnyPermission(actor.permissions, set),
  );
}

/**
 * Whether the actor may open a record of the kind lying at `place` (its page: GET
 * /api/{kind}/{id}): they list the kind, in their area. An answer names a record (a possible
 * duplicate, a birth registered already) only to someone who may open it.
 */
export function mayOpenRecord(
  actor: Pick<Actor, 'permissions' | 'scope' | 'area'>,
  kind: { permissions: KindPermissions },
  place: Area,
): boolean {
  return hasAnyPermission(actor.permissions, kind.permissions.list) && isInArea(actor, place);
}

/** The signed-in user of the web app (`/auth/me`) as the policy sees them. */
export function actorOfUser(user: SessionUser, permissions: readonly string[]): Actor {
  const centre = user.Registration_Centres;
  return {
    id: user.User_ID,
    permissions,
    scope: ROLE_SCOPE[user.roles.name as RoleName],
    area: {
      stateId: user.State_ID ?? centre?.State_ID ?? null,
      lgaId: user.LGA_ID ?? centre?.LGA_ID ?? null,
      centreId: user.Reg_Center_ID ?? centre?.Reg_Center_ID ?? null,
    },
  };
}
