import {
  DEFAULT_ROLE_PERMISSIONS,
  exampleBirthRegistrationDraft,
  exampleDeathRegistrationDraft,
  exampleStillbirthDraft,
  type BirthRegistrationDraft,
  type DeathRegistrationDraft,
  type StillbirthDraft,
} from '@vitalreg/domain';
import { makeUser } from '@/testing/test-utils';
import type { OwnerKeyring } from '../data-key-store';
import { rememberOfflineCredentials } from '../offline-credentials';

export const PASSWORD = 'Correct-horse-42';

/** A registrar signed in online: their offline credentials stored, their key held. */
export function signedInOnline(userId = 42, userName = 'registra'): Promise<OwnerKeyring> {
  return rememberOfflineCredentials({
    userName,
    password: PASSWORD,
    user: makeUser('registra', {
      User_ID: userId,
      UserName: userName,
      FullName: `Amaka ${userName}`,
    }),
    permissions: [...DEFAULT_ROLE_PERMISSIONS.registra],
  });
}

/** The domain's example claimed draft, with the child named (names invented). */
export function birthDraft(firstname = 'Oluwaseun'): BirthRegistrationDraft {
  const draft = exampleBirthRegistrationDraft('claimed', new Date('2026-11-15T09:00:00Z'));
  return { ...draft, child: { ...draft.child, firstname } };
}

/** The domain's example form B death draft, with the deceased named (names invented). */
export function deathDraft(firstname = 'Emeka'): DeathRegistrationDraft {
  const draft = exampleDeathRegistrationDraft('form_b', new Date('2026-11-15T09:00:00Z'));
  return { ...draft, deceased: { ...draft.deceased, firstname } };
}

/** The domain's example stillbirth draft, the mother named (names invented). */
export function stillbirthDraft(motherFullname = 'Aisha Bello Musa'): StillbirthDraft {
  const draft = exampleStillbirthDraft(new Date('2026-11-15T09:00:00Z'));
  return { ...draft, mother: { ...draft.mother, fullname: motherFullname } };
}

/** Every byte of a stored row as text, to look for personal data in clear. */
export function storedText(row: unknown): string {
  return JSON.stringify(row, (_key, value: unknown) => {
    if (ArrayBuffer.isView(value)) {
      return new TextDecoder('latin1').decode(value as Uint8Array);
    }
    if (Object.prototype.toString.call(value) === '[object ArrayBuffer]') {
      return new TextDecoder('latin1').decode(new Uint8Array(value as ArrayBuffer));
    }
    return value;
  });
}
