import { randomUUID } from 'node:crypto';
import {
  exampleBirthRegistrationDraft,
  toBirthRegistrationSubmission,
  type BirthRegistrationSubmissionInput,
} from '@vitalreg/domain';
import type { FastifyInstance } from 'fastify';
import { centreFiles, randomName, recordCalls } from '../../modules/records/test-support.ts';
import {
  SANDBOX_NINS,
  SANDBOX_TRACKING_IDS,
  sandboxNames,
} from '../../modules/identity/test-support.ts';

export type Payload = BirthRegistrationSubmissionInput & Record<string, unknown>;
type Part = Record<string, unknown>;

/**
 * A valid claimed submission (the domain's fixture through the web app's transforms) with a
 * fresh mother (a random first name, no NIN or tracking ID: the agency would not know those
 * names), so it is nobody's duplicate unless a test makes it one. Father and informant are the
 * sandbox's people, with their numbers and names.
 */
export function birthPayload(centreId = 1, edit?: (payload: Payload) => void): Payload {
  const payload = structuredClone(
    toBirthRegistrationSubmission(exampleBirthRegistrationDraft('claimed')),
  ) as Payload;
  payload.Reg_Center = centreId;
  const mother = payload.mother as Part;
  // Random names identify nobody at the identity agency: no number (identifiedMother gives one).
  mother.firstname = randomName();
  mother.nin = null;
  mother.tracking_id = null;
  mother.reason_for_no_nin = 'Lack of Awareness';
  (payload.child as Part).firstname = randomName();
  const files = centreFiles(centreId);
  if (files) {
    (payload.informant as Part).signature = files.png;
    payload.SupportingDocument = [
      { type: 'immunization-card', mimeType: 'image/jpeg', url: files.jpeg },
    ];
  }
  edit?.(payload);
  return payload;
}

/**
 * The mother identified as the sandbox's `who` (by NIN, or by tracking ID): that number and
 * the names the agency gives for it.
 */
export function identifiedMother(
  payload: Payload,
  who: 'mother' | 'secondMother' = 'mother',
  by: 'nin' | 'tracking_id' = 'nin',
): void {
  const number =
    by === 'nin'
      ? { nin: SANDBOX_NINS[who], tracking_id: null }
      : { nin: null, tracking_id: SANDBOX_TRACKING_IDS.mother };
  Object.assign(part(payload, 'mother'), sandboxNames(who), number, { reason_for_no_nin: null });
}

export const part = (payload: Payload, name: 'child' | 'mother' | 'father' | 'informant') =>
  payload[name] as Part;

/** The birth routes (`/api/birth-registration`, `/api/dcr/registrations/birth`) as calls. */
export const birthCalls = (app: FastifyInstance) =>
  recordCalls(app, { apiPath: 'birth-registration', reviewPath: 'birth' });

export function submit(
  app: FastifyInstance,
  token: string,
  payload: unknown,
  key: string | null = randomUUID(),
) {
  return birthCalls(app).submit(token, payload, key);
}

/** Submits and returns the new record's id (fails the test otherwise). */
export async function submitted(
  app: FastifyInstance,
  token: string,
  payload: unknown = birthPayload(),
): Promise<{ id: number; reference: string }> {
  return birthCalls(app).submitted(token, payload);
}
