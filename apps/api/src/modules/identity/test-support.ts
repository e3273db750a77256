/**
 * Test people of the identity agency: the sandbox's few (their numbers and names) and fresh NINs
 * stored as verified with names of their own, so that a submission gives each number the names
 * the agency holds for it (docs/identity.md "Names tied to the number").
 */
import { randomBytes } from 'node:crypto';
import type { PersonNames } from '@vitalreg/domain';
import type { Database } from '../../db/client.ts';
import {
  SANDBOX_NINS,
  SANDBOX_PEOPLE,
  SANDBOX_TRACKING_IDS,
} from '../../integrations/identity/sandbox.ts';
import { ninVerifications } from './table.ts';

export { SANDBOX_NINS, SANDBOX_PEOPLE, SANDBOX_TRACKING_IDS };

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

export function randomNin(): string {
  return [...randomBytes(11)].map((b) => String(b % 10)).join('');
}

/**
 * The names the agency gives a NIN of verifiedNin unless told others: letters of its digits,
 * so that people of fresh NINs are nobody's duplicates by name either.
 */
export function namesOfNin(nin: string): PersonNames {
  const letters = (digits: string) => {
    const text = [...digits].map((digit) => LETTERS[Number(digit) * 2 + 1]).join('');
    return text.charAt(0).toUpperCase() + text.slice(1);
  };
  return { surname: letters(nin.slice(0, 6)), firstname: letters(nin.slice(5)), middlename: null };
}

/**
 * A new NIN the identity agency is taken to know, naming `names` (namesOfNin by default): a
 * verification stored now counts for IDENTITY_REVERIFY_DAYS, as when the wizard verified it
 * (the sandbox knows only a few). A submission gives the person those names.
 */
export async function verifiedNin(db: Database, names?: PersonNames): Promise<string> {
  const nin = randomNin();
  await db.insert(ninVerifications).values(verificationOf(nin, names));
  return nin;
}

/** The stored verification of verifiedNin: the agency knows `nin` as `names`. */
export function verificationOf(nin: string, names: PersonNames = namesOfNin(nin)) {
  return {
    kind: 'nin' as const,
    identifier: nin,
    provider: 'sandbox',
    result: 'verified' as const,
    personData: {
      surname: names.surname ?? '',
      firstname: names.firstname ?? '',
      middlename: names.middlename ?? null,
      dateOfBirth: null,
      sex: null,
      photo: null,
    },
  };
}

/** The sandbox person `who` (SANDBOX_PEOPLE): their names, to give with their number. */
export function sandboxNames(who: keyof typeof SANDBOX_PEOPLE): PersonNames {
  const { surname, firstname, middlename } = SANDBOX_PEOPLE[who];
  return { surname, firstname, middlename };
}
