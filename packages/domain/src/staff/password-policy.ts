import type { ZxcvbnResult } from '@zxcvbn-ts/core';
import { STAFF_MESSAGES as M } from './messages.ts';
import { PASSWORD_RULES } from './schemas.ts';

/*
 * The rule for a password someone chooses (issue 44; NIST SP 800-63B, "memorized secrets"): at
 * least 10 characters and at most 200, no rule about which kinds of character; not one of the
 * passwords attackers try first (zxcvbn-ts's list of common and leaked passwords, with its
 * repeats, sequences and keyboard patterns); and none of the person's own names. The
 * offline queue's keys are wrapped under this password (docs/security.md), so a guessable one
 * is refused, not only discouraged. The API (every route that sets a password, create-admin)
 * and the web's password screens ask the same function.
 */

export const PASSWORD_MESSAGES = {
  common: 'This password is on a list of common or leaked passwords. Choose another.',
  ownName: "Don't use your own name in your password.",
} as const;

/** Whose password it is: the account's user name and its full name (first, middle, surname). */
export interface PasswordOwner {
  userName: string;
  fullName?: string | null;
}

/** How hard a password is to guess, from the list (0 to 4, zxcvbn's score). */
export type PasswordScore = ZxcvbnResult['score'];

/** The lists, loaded (see loadPasswordChecker). */
export interface PasswordChecker {
  score(password: string, names: readonly string[]): PasswordScore;
}

/**
 * The lowest score accepted: 3 means more than 10^8 guesses by an attacker who tries the
 * common and leaked passwords, and their variations, first. Below it, the password is one of
 * them, or little more.
 */
export const PASSWORD_MIN_SCORE = 3;

/** How much of a password the list check reads (longer ones are allowed, up to 200). */
const PASSWORD_JUDGED_LENGTH = 64;

/** Names shorter than this are not looked for (two letters occur in too many passwords). */
const NAME_MIN_LENGTH = 3;

let checker: Promise<PasswordChecker> | undefined;

/**
 * Loads the list (some 400 KB) once, when a password is first checked: the web app loads it on
 * its password screens only, never with the sign-in page.
 */
export function loadPasswordChecker(): Promise<PasswordChecker> {
  checker ??= (async () => {
    const [{ ZxcvbnFactory }, common] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
    ]);
    const zxcvbn = new ZxcvbnFactory({
      dictionary: common.dictionary,
      graphs: common.adjacencyGraphs,
      // The first 64 characters are judged: the check's time grows fast with the length, and
      // a longer password is not made guessable by what follows them.
      maxLength: PASSWORD_JUDGED_LENGTH,
    });
    return { score: (password, names) => zxcvbn.check(password, [...names]).score };
  })();
  checker.catch(() => (checker = undefined));
  return checker;
}

/** The account's names as they are looked for: the user name, its parts and the full name's. */
export function ownNames(owner: PasswordOwner): string[] {
  const words = [
    owner.userName,
    ...`${owner.userName} ${owner.fullName ?? ''}`.split(/[^\p{L}]+/u),
  ];
  const names = words.map((word) => word.trim().toLowerCase());
  return [...new Set(names)].filter((name) => [...name].length >= NAME_MIN_LENGTH);
}

/** Why a password someone chooses is refused, or undefined when it is accepted. */
export function newPasswordProblem(
  password: string,
  owner: PasswordOwner,
  list: PasswordChecker,
): string | undefined {
  if ([...password].length < PASSWORD_RULES.minLength) return M.passwordTooShort;
  if (password.length > PASSWORD_RULES.maxLength) return M.passwordTooLong;
  const names = ownNames(owner);
  const lower = password.toLowerCase();
  if (names.some((name) => lower.includes(name))) return PASSWORD_MESSAGES.ownName;
  if (list.score(password, names) < PASSWORD_MIN_SCORE) return PASSWORD_MESSAGES.common;
  return undefined;
}

/** What the strength hint says as the person types. */
export interface PasswordHint {
  /** 0 (refused) to 4; what the bar shows. */
  score: PasswordScore;
  /** Whether the password would be refused. */
  refused: boolean;
  text: string;
}

/** The hint of a password being typed: why it would be refused, or how strong it is. */
export function passwordHint(
  password: string,
  owner: PasswordOwner,
  list: PasswordChecker,
): PasswordHint {
  const missing = PASSWORD_RULES.minLength - [...password].length;
  if (missing > 0) {
    return {
      score: 0,
      refused: true,
      text: `At least ${PASSWORD_RULES.minLength} characters: ${missing} more.`,
    };
  }
  const problem = newPasswordProblem(password, owner, list);
  if (problem) return { score: 0, refused: true, text: problem };
  const score = list.score(password, ownNames(owner));
  return score >= 4
    ? { score, refused: false, text: 'Strong: very hard to guess.' }
    : { score, refused: false, text: 'Good: hard to guess. Longer is stronger.' };
}
