import type { BirthRegistrationSubmission } from '@vitalreg/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.ts';
import type { IdentityKind } from '../../integrations/identity/index.ts';
import type { AuthSession, RequestContext } from '../auth/service.ts';
import { assertDocumentsUsable, type DocumentReference } from '../documents/service.ts';

/** A NIN or tracking id verified this recently is taken as verified; older ones are asked again. */
export const IDENTITY_REVERIFY_DAYS = 90;

/** What the server checks beyond the schema before a submission is saved. */
export type SubmissionChecks = (
  submission: BirthRegistrationSubmission,
  session: AuthSession,
  context: RequestContext,
) => Promise<void>;

const PEOPLE = ['mother', 'father', 'informant'] as const;
const IDENTIFIERS: readonly { field: 'nin' | 'tracking_id'; kind: IdentityKind; label: string }[] =
  [
    { field: 'nin', kind: 'nin', label: 'NIN' },
    { field: 'tracking_id', kind: 'tracking_id', label: 'tracking ID' },
  ];

/**
 * Every parent's and informant's NIN and tracking ID must be known to the identity agency: a
 * verification from the last IDENTITY_REVERIFY_DAYS counts, otherwise the agency is asked now.
 * Unknown or failed -> 400 naming the field; agency unreachable -> 503.
 */
async function checkIdentities(
  app: FastifyInstance,
  submission: BirthRegistrationSubmission,
  session: AuthSession,
  context: RequestContext,
): Promise<void> {
  const actor = {
    userId: session.user.User_ID,
    userName: session.user.UserName,
    ip: context.ip,
    requestId: context.requestId,
  };
  const numbers = PEOPLE.flatMap((person) =>
    IDENTIFIERS.flatMap(({ field, kind, label }) => {
      const identifier = submission[person]?.[field];
      return identifier ? [{ path: `${person}.${field}`, kind, label, identifier }] : [];
    }),
  );
  // One query for the numbers verified recently (the usual case: the wizard verified them);
  // only the others are looked up one by one and, if need be, sent to the agency.
  const known = await app.ninVerifications.verifiedRecently(numbers, IDENTITY_REVERIFY_DAYS);
  const checks = numbers.map(({ path, kind, label, identifier }) =>
    known.has(`${kind}:${identifier}`)
      ? { path, label, status: 'verified' as const }
      : app.ninVerifications
          .ensureVerified(identifier, actor, { kind, maxAgeDays: IDENTITY_REVERIFY_DAYS })
          .then(({ result }) => ({ path, label, status: result.status })),
  );
  const outcomes = await Promise.all(checks);
  if (outcomes.some((outcome) => outcome.status === 'unavailable')) {
    throw new AppError(
      'UNAVAILABLE',
      'The identity agency cannot be reached to verify the NIN. Try again shortly.',
    );
  }
  const problems = outcomes
    .filter((outcome) => outcome.status !== 'verified')
    .map((outcome) =>
      outcome.status === 'not_found'
        ? `${outcome.path}: this ${outcome.label} is not known to the identity agency.`
        : `${outcome.path}: error validating ${outcome.label}.`,
    );
  if (problems.length > 0) throw new AppError('BAD_REQUEST', problems);
}

/** The stored-file references of a submission (documents, faces, signature). */
export function fileReferences(submission: BirthRegistrationSubmission): DocumentReference[] {
  const references: DocumentReference[] = submission.SupportingDocument.map((document) => ({
    url: document.url,
    mimeType: document.mimeType,
  }));
  for (const key of [
    submission.child.face,
    submission.informant?.signature,
    submission.informant?.face,
  ]) {
    if (key) references.push(key);
  }
  return references;
}

/** Identities verified and files uploaded within the submitter's area. */
export function submissionChecks(app: FastifyInstance): SubmissionChecks {
  return async (submission, session, context) => {
    const references = fileReferences(submission);
    await Promise.all([
      checkIdentities(app, submission, session, context),
      references.length > 0
        ? assertDocumentsUsable(app.database.statementDb, references, session)
        : undefined,
    ]);
  };
}
