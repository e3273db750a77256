import type { RoleName } from '../access/roles.ts';
import type { ApplicationStatus } from '../lookups/codes.ts';

/**
 * The record workflow (DESIGN.md "Record workflow"): which action moves a record from which
 * status to which, and who may take it. The API answers 409 for an action the record's status
 * does not allow and 403 for a role that may not take it; the web app shows only the buttons
 * `availableActions` returns.
 *
 *   (new) --submit--> pending --approve--> approved --print--> printed --reprint/reissue--> printed
 *                     pending --query----> queried --resubmit--> pending
 */

export const RECORD_ACTIONS = [
  'submit',
  'approve',
  'query',
  'resubmit',
  'print',
  'reprint',
  'reissue',
] as const;
export type RecordAction = (typeof RECORD_ACTIONS)[number];

/** `null` stands for a record not yet submitted (only `submit` applies to it). */
export type WorkflowStatus = ApplicationStatus | null;

/** Status x action -> next status. A missing entry means the action is not allowed there. */
export const WORKFLOW_TRANSITIONS: readonly {
  from: WorkflowStatus;
  action: RecordAction;
  to: ApplicationStatus;
}[] = [
  { from: null, action: 'submit', to: 'pending' },
  { from: 'pending', action: 'approve', to: 'approved' },
  // The reviewer's "reject": the record goes back to its capturer with a reason.
  { from: 'pending', action: 'query', to: 'queried' },
  { from: 'queried', action: 'resubmit', to: 'pending' },
  { from: 'approved', action: 'print', to: 'printed' },
  // Reprints and reissues are recorded as events; the record stays printed.
  { from: 'printed', action: 'reprint', to: 'printed' },
  { from: 'printed', action: 'reissue', to: 'printed' },
];

/**
 * Who captures records (DESIGN.md, roles): the registration centre's staff, and every role that
 * has "everything registra has" — a DCR in its LGA, a state director in its state, and the
 * national roles. Only the state commissioner, who reads, does not. The four-eyes rule keeps a
 * reviewer from approving what they captured.
 */
const CAPTURE_ROLES: readonly RoleName[] = [
  'registra',
  'adhoc',
  'hospital',
  'dcr',
  'state_director',
  'sub_admin',
  'tiu',
  'admin',
];
const REVIEW_ROLES: readonly RoleName[] = ['dcr', 'state_director', 'admin', 'sub_admin', 'tiu'];
const PRINT_ROLES: readonly RoleName[] = ['registra', 'dcr', 'state_director', 'admin'];

/** Which roles may take each action (the user's scope is checked separately, by the API). */
export const ACTION_ROLES: Record<RecordAction, readonly RoleName[]> = {
  submit: CAPTURE_ROLES,
  resubmit: CAPTURE_ROLES,
  approve: REVIEW_ROLES,
  query: REVIEW_ROLES,
  print: PRINT_ROLES,
  reprint: PRINT_ROLES,
  reissue: PRINT_ROLES,
};

/** The status an action leads to, or undefined when the record's status does not allow it. */
export function nextStatus(
  status: WorkflowStatus,
  action: RecordAction,
): ApplicationStatus | undefined {
  return WORKFLOW_TRANSITIONS.find((t) => t.from === status && t.action === action)?.to;
}

export function mayTakeAction(roleName: RoleName, action: RecordAction): boolean {
  return ACTION_ROLES[action].includes(roleName);
}

/** The actions a role may take on a record in this status, in the table's order. */
export function availableActions(status: WorkflowStatus, roleName: RoleName): RecordAction[] {
  return WORKFLOW_TRANSITIONS.filter(
    (t) => t.from === status && mayTakeAction(roleName, t.action),
  ).map((t) => t.action);
}

/** Four-eyes rule: nobody approves (or queries) a record they captured themselves. */
export function mayApprove({
  capturedBy,
  reviewerId,
}: {
  capturedBy: number | string;
  reviewerId: number | string;
}): boolean {
  return String(capturedBy) !== String(reviewerId);
}

/** Actions that need a second person (the four-eyes rule applies). */
export const REVIEW_ACTIONS: readonly RecordAction[] = ['approve', 'query'];

/**
 * Everything the workflow says about one action on one record, in order: the status allows
 * it, the role may take it, and a review is not done by the record's capturer.
 */
export function checkRecordAction(input: {
  status: WorkflowStatus;
  action: RecordAction;
  roleName: RoleName;
  actorId: number | string;
  capturedBy?: number | string | null;
}):
  | { ok: true; next: ApplicationStatus }
  | { ok: false; reason: 'wrong_status' | 'role_not_allowed' | 'own_record' } {
  const next = nextStatus(input.status, input.action);
  if (!next) return { ok: false, reason: 'wrong_status' };
  if (!mayTakeAction(input.roleName, input.action))
    return { ok: false, reason: 'role_not_allowed' };
  if (
    REVIEW_ACTIONS.includes(input.action) &&
    input.capturedBy != null &&
    !mayApprove({ capturedBy: input.capturedBy, reviewerId: input.actorId })
  ) {
    return { ok: false, reason: 'own_record' };
  }
  return { ok: true, next };
}
