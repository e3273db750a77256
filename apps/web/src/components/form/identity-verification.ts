import {
  ageInYears,
  sameNames,
  NIN_LENGTH,
  TRACKING_ID_LENGTH,
  type NinLookup,
  type TrackingIdLookup,
} from '@vitalreg/domain';
import { api, hasErrorCode, isApiError } from '@/lib/api-client';
import { createStore, useStore } from '@/lib/create-store';
import { toast } from '@/lib/toast';

/** The person the identity agency returned (POST /api/verify-nin, /verify-trackingid). */
export interface VerifiedPerson {
  surname: string;
  firstname: string;
  middlename?: string | null;
  /** yyyy-mm-dd (or another date the agency gave). */
  dateOfBirth?: string | null;
  sex?: string | null;
  /** Base64, without a data: prefix. */
  photo?: string | null;
}

/** What the agency holds of a person it records as deceased (spec section 7: `deceasedData`). */
export interface DeceasedPersonData extends Partial<VerifiedPerson> {
  /** yyyy-mm-dd, when the agency gives it. */
  dateOfDeath?: string | null;
}

export interface IdentityVerificationAnswer {
  nimc: { status: number };
  personData: VerifiedPerson | null;
  /** Present when the agency records the person as deceased. */
  deceasedData?: DeceasedPersonData | null;
  verifiedAt?: string;
}

export type IdentityKind = 'nin' | 'tracking_id';

export interface IdentityVerification {
  kind: IdentityKind;
  /** The NIN or tracking id that was verified. */
  id: string;
  person: VerifiedPerson;
  verifiedAt: string;
  /** The agency records the person as deceased (its `deceasedData`). */
  deceased?: DeceasedPersonData;
}

export const IDENTITY_MESSAGES = {
  invalidNin: 'Invalid NIN',
  invalidTrackingId: 'Invalid tracking ID',
  statusZero: 'Error validating NIN',
  network: 'Network Error',
  /** Kept at the field after the spec's five-second toast (docs/dates-and-messages.md). */
  unknownNin:
    'Invalid NIN: the identity agency has no one with this NIN. Check the 11 digits on the NIN slip or card, like 12345678901.',
  unknownTrackingId:
    'Invalid tracking ID: the identity agency has no enrolment with this tracking ID. Check the 15 characters on the enrolment slip.',
} as const;

/** A look-up the agency answered "not known": the sentence to keep at the field. */
export interface UnknownIdentity {
  unknown: string;
}

/** The number goes in the body: an address is kept in logs and browser histories. */
export function lookUpNin(nin: string): Promise<IdentityVerificationAnswer> {
  return api.post<IdentityVerificationAnswer>('/verify-nin', { nin } satisfies NinLookup);
}

export function lookUpTrackingId(id: string): Promise<IdentityVerificationAnswer> {
  const body = { tracking_id: id } satisfies TrackingIdLookup;
  return api.post<IdentityVerificationAnswer>('/verify-trackingid', body);
}

function isVerification(value: unknown): value is IdentityVerification {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === 'string' && typeof v.person === 'object' && v.person !== null;
}

/**
 * Verified identities by scope (e.g. `birth.mother`), kept in session storage beside the draft
 * so the filled fields stay locked after a reload.
 */
export const identityVerificationsStore = createStore<Record<string, IdentityVerification>>(
  {},
  {
    key: 'identity_verifications',
    storage: 'session',
    parse: (stored) => {
      if (!stored || typeof stored !== 'object') return undefined;
      return Object.fromEntries(
        Object.entries(stored as Record<string, unknown>).filter(([, value]) =>
          isVerification(value),
        ),
      ) as Record<string, IdentityVerification>;
    },
  },
);

export function clearIdentityVerifications(scopePrefix: string): void {
  identityVerificationsStore.set((all) =>
    Object.fromEntries(Object.entries(all).filter(([scope]) => !scope.startsWith(scopePrefix))),
  );
}

/** The verification of `scope` while the field still holds the verified id; else undefined. */
export function useIdentityVerification(
  scope: string,
  currentId: unknown,
): IdentityVerification | undefined {
  const verification = useStore(identityVerificationsStore, (all) => all[scope]);
  if (!verification) return undefined;
  return typeof currentId === 'string' && currentId.trim() === verification.id
    ? verification
    : undefined;
}

export function isValidIdentityId(kind: IdentityKind, value: string): boolean {
  return kind === 'nin'
    ? new RegExp(`^\\d{${NIN_LENGTH}}$`).test(value)
    : new RegExp(`^[A-Za-z0-9]{${TRACKING_ID_LENGTH}}$`).test(value);
}

/**
 * Verifies a NIN or tracking id with the identity agency. Shows the spec's toasts on failure
 * ("Invalid NIN" 5000 ms, "Error validating NIN" 2000 ms when nimc.status is 0, "Network Error"
 * without an answer; the server's own message for any other refusal, such as the day's
 * look-ups used up) and returns the verification on success; for a number the agency does not
 * know, the sentence its field keeps.
 */
export async function verifyIdentity(
  kind: IdentityKind,
  id: string,
  scope: string,
): Promise<IdentityVerification | UnknownIdentity | undefined> {
  let answer: IdentityVerificationAnswer;
  try {
    answer = kind === 'nin' ? await lookUpNin(id) : await lookUpTrackingId(id);
  } catch (error) {
    if (!isApiError(error) || !error.response) {
      toast.error(IDENTITY_MESSAGES.network);
    } else if (hasErrorCode(error, 'NOT_FOUND')) {
      toast.error(
        kind === 'nin' ? IDENTITY_MESSAGES.invalidNin : IDENTITY_MESSAGES.invalidTrackingId,
        { duration: 5000 },
      );
      return {
        unknown:
          kind === 'nin' ? IDENTITY_MESSAGES.unknownNin : IDENTITY_MESSAGES.unknownTrackingId,
      };
    } else {
      toast.error(error.message, { duration: 5000 });
    }
    return undefined;
  }
  const person = answer?.personData ?? deceasedPerson(answer?.deceasedData);
  if (!answer || answer.nimc?.status === 0 || !person) {
    toast.error(IDENTITY_MESSAGES.statusZero, { duration: 2000 });
    return undefined;
  }
  const verification: IdentityVerification = {
    kind,
    id,
    person,
    verifiedAt: answer.verifiedAt ?? new Date().toISOString(),
    ...(answer.deceasedData ? { deceased: answer.deceasedData } : {}),
  };
  identityVerificationsStore.set((all) => ({ ...all, [scope]: verification }));
  return verification;
}

/** The person of a `deceasedData` answer that has their names. */
function deceasedPerson(data: DeceasedPersonData | null | undefined): VerifiedPerson | undefined {
  if (!data?.surname || !data.firstname) return undefined;
  return {
    surname: data.surname,
    firstname: data.firstname,
    middlename: data.middlename ?? null,
    dateOfBirth: data.dateOfBirth ?? null,
    sex: data.sex ?? null,
    photo: data.photo ?? null,
  };
}

/** Where a verified person's data goes in the form: form field names. */
export interface IdentityFill {
  surname?: string;
  firstname?: string;
  middlename?: string;
  dateOfBirth?: string;
  /** Filled with the age in whole years computed from the date of birth. */
  age?: string;
  /** Filled with the agency's photo (base64), for a field that shows it. */
  photo?: string;
}

/** The form values a verification fills in, by field name. */
export function identityFillValues(
  person: VerifiedPerson,
  fill: IdentityFill,
  now: Date = new Date(),
): Record<string, string> {
  const values: Record<string, string> = {};
  if (fill.surname) values[fill.surname] = person.surname ?? '';
  if (fill.firstname) values[fill.firstname] = person.firstname ?? '';
  if (fill.middlename) values[fill.middlename] = person.middlename ?? '';
  if (fill.dateOfBirth && person.dateOfBirth) values[fill.dateOfBirth] = person.dateOfBirth;
  if (fill.photo && person.photo) values[fill.photo] = person.photo;
  if (fill.age && person.dateOfBirth) {
    try {
      const age = ageInYears(person.dateOfBirth, now);
      if (Number.isFinite(age) && age >= 0) values[fill.age] = String(age);
    } catch {
      // An unreadable date of birth leaves the age to the registrar.
    }
  }
  return values;
}

/**
 * Whether the form's names (by the fill's field names) are the verified person's, as the API
 * compares them (the domain's sameNames: case, spaces and accents aside). A verification fills
 * them; a draft restored or edited elsewhere may hold others, which the API would refuse.
 */
export function namesMatchVerification(
  person: VerifiedPerson,
  fill: IdentityFill,
  values: Record<string, unknown>,
): boolean {
  if (!fill.surname && !fill.firstname && !fill.middlename) return true;
  const text = (field: string | undefined) =>
    field && typeof values[field] === 'string' ? (values[field] as string) : null;
  return sameNames(
    {
      surname: fill.surname ? text(fill.surname) : person.surname,
      firstname: fill.firstname ? text(fill.firstname) : person.firstname,
      middlename: fill.middlename ? text(fill.middlename) : person.middlename,
    },
    person,
  );
}
