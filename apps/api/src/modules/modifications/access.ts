/**
 * Who may take which step on a modification request (the access policy's
 * `decideModification`, with the request's facts), the errors a refusal answers, and a request
 * as the caller sees it, its allowed actions included.
 */
import {
  allowedModificationActions,
  CERTIFICATE_MESSAGES,
  correctableField,
  correctionRuleOf,
  hasAnyPermission,
  MODIFICATION_MESSAGES as M,
  modificationPermissions,
  type ActionRefusal,
  type CorrectableField,
  type KindCorrections,
  type ModificationEntry,
} from '@vitalreg/domain';
import { setTheirPasswordError } from '../auth/four-eyes.ts';
import type { Database } from '../../db/client.ts';
import { AppError, forbidden, notFound, stateConflict } from '../../errors.ts';
import { actorOf, type AuthSession } from '../auth/service.ts';
import type { AnyRecordKind } from '../records/kind.ts';
import { placeOf } from '../records/repository.ts';
import { entryInArea, type ModificationFacts } from './repository.ts';

/** The kind's corrections; a kind that declares none has no modification routes. */
export function correctionsOf(kind: AnyRecordKind): KindCorrections {
  if (!kind.corrections) throw notFound('Records of this kind cannot be corrected.');
  return kind.corrections;
}

/** The facts the access policy decides a request's steps on. */
export function factsOf(
  kind: AnyRecordKind,
  field: CorrectableField | undefined,
  facts: ModificationFacts,
) {
  return {
    kind,
    status: facts.request.status,
    place: placeOf(facts.record),
    recordStatus: facts.record.status,
    requestedBy: facts.request.requestedBy,
    requesterPasswordSetBy: facts.requesterPasswordSetBy ?? null,
    // A field no longer declared cannot be approved by anyone; a verified person's names by
    // the approver of VERIFIED_NAMES_RULE.
    approver: field
      ? correctionRuleOf(field, facts.identified).approver
      : ('Can_Manage_Role_Permissions' as const),
  };
}

/** What the caller may do to each request (its `allowed_actions`). */
export function actionsFor(session: AuthSession, kind: AnyRecordKind) {
  const actor = actorOf(session);
  const corrections = correctionsOf(kind);
  return (facts: ModificationFacts) =>
    allowedModificationActions(
      actor,
      factsOf(kind, correctableField(corrections, facts.request.modField), facts),
    );
}

/** One request of the kind in the caller's area, as the caller sees it (404 otherwise). */
export async function entryById(
  db: Database,
  session: AuthSession,
  kind: AnyRecordKind,
  id: number,
): Promise<ModificationEntry> {
  const entry = await entryInArea(
    db,
    kind.key,
    session.scope,
    id,
    correctionsOf(kind),
    actionsFor(session, kind),
  );
  if (!entry) throw notFound(M.requestNotFound);
  return entry;
}

/** The error a refused step answers. */
export function refusal(
  reason: ActionRefusal,
  field: CorrectableField | undefined,
  notStatus: string,
) {
  switch (reason) {
    case 'missing_permission':
      return forbidden(field ? M.approverPermission(field.label) : undefined);
    case 'own_record':
      return forbidden(M.ownRequest);
    case 'set_their_password':
      return setTheirPasswordError();
    case 'not_resubmitter':
      return forbidden(M.notResubmitter);
    case 'out_of_scope':
      return notFound(M.requestNotFound);
    case 'wrong_status':
      return stateConflict(notStatus);
    // The services answer this with the revocation's date and reason (paperRefused).
    case 'certificate_revoked':
      return new AppError('CERTIFICATE_REVOKED', CERTIFICATE_MESSAGES.revokedNoCorrection);
  }
}

/**
 * 403 before anything is read when the caller may take the step on no request of the kind,
 * wherever it lies (for a review: they approve no field of the kind).
 */
export function assertMayEver(
  session: AuthSession,
  kind: AnyRecordKind,
  action: 'request' | 'resubmit' | 'approve' | 'query',
): void {
  const approvers = [...new Set(correctionsOf(kind).fields.map((f) => f.rule.approver))];
  const may = approvers.some((approver) =>
    modificationPermissions(action, { kind, approver }).every((set) =>
      hasAnyPermission(session.permissions, set),
    ),
  );
  if (!may) throw forbidden();
}
