import { hash, verify } from '@node-rs/argon2';
import { loadPasswordChecker, newPasswordProblem, type PasswordOwner } from '@vitalreg/domain';

/**
 * argon2id with OWASP's minimum recommended parameters (19 MiB, 2 passes, 1 lane).
 * @node-rs/argon2 uses argon2id by default.
 */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed sign-in, not a server error.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Makes the dummy hash ahead of the first sign-in, so that one is not slower either. */
export function prepareDummyHash(): void {
  dummyHash ??= hashPassword('vitalreg-dummy-password-for-timing');
}

/**
 * Spends the same time as a real check when the user name is unknown, so response timing does
 * not reveal which accounts exist.
 */
export async function verifyAgainstDummy(password: string): Promise<void> {
  prepareDummyHash();
  await verifyPassword(await dummyHash!, password);
}

/**
 * Why a password someone chooses is refused (the domain's rule: length, the list of common and
 * leaked passwords, the account's own names), or undefined. Every route that sets a chosen
 * password, and create-admin, asks this before hashing it. The list loads at the first check.
 */
export async function chosenPasswordProblem(
  password: string,
  owner: PasswordOwner,
): Promise<string | undefined> {
  return newPasswordProblem(password, owner, await loadPasswordChecker());
}
