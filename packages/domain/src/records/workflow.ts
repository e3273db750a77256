import type { ApplicationStatus } from '../lookups/codes.ts';

/**
 * The record workflow (DESIGN.md "Record workflow"): which action moves a record from which
 * status to which. Who may take it is the access policy's part (`decideAction` in
 * access/policy.ts); the API answers 409 for an action the record's status does not allow.
 *
 *   (new) --submit--> pending --approve--> approved --print--> printed --reprint/reissue--> printed
 *                     pending --query----> queried --resubmit--> pending
 *   approved/printed --correct--> approved (a modification applied; printed again)
 */

export const RECORD_ACTIONS = [
  'submit',
  'approve',
  'query',
  'resubmit',
  'print',
  'reprint',
  'reissue',
  'correct',
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
  // A correction applied (a modification): a printed record goes back to approved, so that its
  // corrected certificate is printed through the usual print step.
  { from: 'approved', action: 'correct', to: 'approved' },
  { from: 'printed', action: 'correct', to: 'approved' },
];

/** The status an action leads to, or undefined when the record's status does not allow it. */
export function nextStatus(
  status: WorkflowStatus,
  action: RecordAction,
): ApplicationStatus | undefined {
  return WORKFLOW_TRANSITIONS.find((t) => t.from === status && t.action === action)?.to;
}
