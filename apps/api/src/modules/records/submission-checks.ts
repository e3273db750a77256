import {
  CENTRE_MESSAGES,
  mayOpenRecord,
  sameNames,
  type PersonNames,
  type RecordKind,
  type RegistrationPlace,
  type SubmissionIdentityNumber,
} from '@vitalreg/domain';
import type { FastifyInstance } from 'fastify';
import { AppError, forbidden } from '../../errors.ts';
import { isInScope } from '../auth/scope.ts';
import { actorOf, type AuthSession, type RequestContext } from '../auth/service.ts';
import { checkDocumentsUsable, checkReferencedKeys, referencedKeys } from '../documents/service.ts';
import { identityUnavailable, verificationActor } from '../identity/service.ts';
import { submissionFacts, type CentrePlace, type SubmissionFacts } from './submission-facts.ts';

/** A NIN or tracking id verified this recently is taken as verified; older ones are asked again. */
export const IDENTITY_REVERIFY_DAYS = 90;

const DAY_MS = 24 * 60 * 60 * 1000;

const CENTRE_MESSAGE = 'Reg_Center: choose a registration centre of the chosen state and LGA.';

/**
 * What the server checks beyond the schema before a submission is saved: its centre, its
 * identity numbers and its files. Answers the centre the record is registered at.
 */
export type SubmissionChecks = (
  kind: RecordKind<RegistrationPlace>,
  submission: RegistrationPlace,
  session: AuthSession,
  context: RequestContext,
) => Promise<CentrePlace>;

const LABELS = { nin: 'NIN', tracking_id: 'tracking ID' } as const;

/** The centre exists, lies in the chosen state and LGA, and in the submitter's area. */
function checkCentre(
  kind: RecordKind<RegistrationPlace>,
  centre: CentrePlace | undefined,
  submission: RegistrationPlace,
  session: AuthSession,
): CentrePlace {
  if (centre?.disabled) {
    // Its records stay; new ones are captured at another centre (docs/centres.md).
    const closed = CENTRE_MESSAGES.closedForCapture;
    throw new AppError('VALIDATION_FAILED', [closed], {
      issues: [{ path: 'Reg_Center', message: closed }],
    });
  }
  if (
    !centre ||
    centre.stateId !== submission.registration_state ||
    centre.lgaId !== submission.registration_lga
  ) {
    throw new AppError('VALIDATION_FAILED', [CENTRE_MESSAGE], {
      issues: [{ path: 'Reg_Center', message: CENTRE_MESSAGE }],
    });
  }
  const place = { stateId: centre.stateId, lgaId: centre.lgaId, centreId: centre.id };
  if (!isInScope(session.scope, place)) {
    throw forbidden(`You can register ${kind.key}s only at a registration centre in your area.`);
  }
  return centre;
}

/**
 * Every NIN and tracking ID of the submission (parents, informant, deceased) must be known to
 * the identity agency: a verification from the last IDENTITY_REVERIFY_DAYS counts (`verified`,
 * the usual case: the wizard verified them), otherwise the agency is asked now. Unknown or
 * failed -> 400 naming the field; agency unreachable -> 503. Then each person's names must be
 * the ones the agency gave for their number, as the wizard fills and locks them (sameNames):
 * else 422 IDENTITY_MISMATCH naming the number's field, never the agency's names.
 */
async function checkIdentities(
  app: FastifyInstance,
  numbers: readonly SubmissionIdentityNumber[],
  verified: SubmissionFacts['verified'],
  session: AuthSession,
  context: RequestContext,
): Promise<void> {
  const actor = verificationActor(session, context);
  const checks = numbers.map(async (number) => {
    const key = `${number.kind}:${number.identifier}`;
    if (verified.has(key)) {
      return { number, status: 'verified' as const, agency: verified.get(key) ?? null };
    }
    const { result } = await app.ninVerifications.ensureVerified(number.identifier, actor, {
      kind: number.kind,
      maxAgeDays: IDENTITY_REVERIFY_DAYS,
    });
    return { number, status: result.status, agency: result.person };
  });
  const outcomes = await Promise.all(checks);
  if (outcomes.some((outcome) => outcome.status === 'unavailable')) throw identityUnavailable();
  const unknown = outcomes
    .filter((outcome) => outcome.status !== 'verified')
    .map(({ number: { path, kind }, status }) => ({
      path,
      message:
        status === 'not_found'
          ? `${path}: this ${LABELS[kind]} is not known to the identity agency.`
          : `${path}: error validating ${LABELS[kind]}.`,
    }));
  if (unknown.length > 0) {
    throw new AppError(
      'VALIDATION_FAILED',
      unknown.map((issue) => issue.message),
      { issues: unknown },
    );
  }
  throwUnlessAgencyNames(
    outcomes.map(({ number: { path, kind, names }, agency }) => ({
      path,
      message: `${path}: these names do not match the ${LABELS[kind]}'s record at the identity agency.`,
      names,
      agency,
    })),
  );
}

/** A person's names beside the agency's for their number, and where a mismatch is said. */
export interface NamesToMatch {
  path: string;
  message: string;
  names: PersonNames;
  /** The agency's names for the number; null when it gave none (which matches nobody). */
  agency: PersonNames | null;
}

/**
 * 422 IDENTITY_MISMATCH unless each person's names are the agency's for their number. The
 * message names the field only: which name differs, or what the agency holds, is never said
 * (the check is no identity oracle).
 */
export function throwUnlessAgencyNames(people: readonly NamesToMatch[]): void {
  const issues = people
    .filter(({ names, agency }) => !agency || !sameNames(names, agency))
    .map(({ path, message }) => ({ path, message }));
  if (issues.length > 0) {
    throw new AppError(
      'IDENTITY_MISMATCH',
      issues.map((issue) => issue.message),
      { issues },
    );
  }
}

/**
 * 409 ALREADY_REGISTERED when a record of another kind registers the subject (registeredAs),
 * naming it only to a caller who may open it: elsewhere, only that it exists.
 */
function checkNotRegisteredElsewhere(
  app: FastifyInstance,
  kind: RecordKind<RegistrationPlace>,
  found: SubmissionFacts['registeredElsewhere'],
  session: AuthSession,
): void {
  const registeredAs = kind.registeredAs;
  if (!found || !registeredAs) return;
  const other = app.recordKinds.find(registeredAs.kind);
  if (!other || !mayOpenRecord(actorOf(session), other, found.place)) {
    throw new AppError('ALREADY_REGISTERED', registeredAs.message(), {});
  }
  throw new AppError('ALREADY_REGISTERED', registeredAs.message(found), {
    reference: found.reference,
    certificateNumber: found.certificate_number,
  });
}

/**
 * The centre, then the files, then the identities (the only check that may call the agency),
 * then whether another kind registers the subject already. All they need from the database is
 * read in one statement (submissionFacts).
 */
export function submissionChecks(app: FastifyInstance): SubmissionChecks {
  return async (kind, submission, session, context) => {
    const references = kind.files(submission);
    const fileKeys = [...new Set(referencedKeys(references))];
    checkReferencedKeys(fileKeys);
    const numbers = kind.identityNumbers(submission);
    const elsewhere = kind.registeredAs;
    const facts = await submissionFacts(app.database.statementDb, {
      centreId: submission.Reg_Center,
      numbers: numbers.map(({ kind, identifier }) => ({ kind, identifier })),
      since: new Date(context.now.getTime() - IDENTITY_REVERIFY_DAYS * DAY_MS),
      fileKeys,
      scope: session.scope,
      ...(elsewhere && {
        elsewhere: {
          kind: elsewhere.kind,
          surnameAt: elsewhere.surnameAt,
          ...elsewhere.subjectOf(submission),
        },
      }),
    });
    const centre = checkCentre(kind, facts.centre, submission, session);
    checkDocumentsUsable(references, facts.files);
    await checkIdentities(app, numbers, facts.verified, session, context);
    checkNotRegisteredElsewhere(app, kind, facts.registeredElsewhere, session);
    return centre;
  };
}
