import { beforeAll, describe, expect, it } from 'vitest';
import { STAFF_MESSAGES } from './messages.ts';
import {
  loadPasswordChecker,
  newPasswordProblem,
  ownNames,
  PASSWORD_MESSAGES,
  passwordHint,
  type PasswordChecker,
} from './password-policy.ts';

const owner = { userName: 'adaeze.okonkwo', fullName: 'Adaeze Chioma Okonkwo' };
let list: PasswordChecker;
beforeAll(async () => {
  list = await loadPasswordChecker();
}, 30_000);

describe('newPasswordProblem', () => {
  it('refuses passwords on the list of common and leaked ones, and their patterns', () => {
    for (const password of [
      'aaaaaaaaaa',
      'password123456',
      'qwertyuiop12',
      '1234567890',
      'iloveyou2024',
      'P@ssw0rd2024',
      'abcdefghij',
    ]) {
      expect(newPasswordProblem(password, owner, list), password).toBe(PASSWORD_MESSAGES.common);
    }
  });

  it("refuses the account's own names anywhere in it, whatever the case", () => {
    for (const password of [
      'Okonkwo-river-2024',
      'my name is ADAEZE, ok',
      'chioma-lagos-mango',
      'adaeze.okonkwo!!',
    ]) {
      expect(newPasswordProblem(password, owner, list), password).toBe(PASSWORD_MESSAGES.ownName);
    }
    expect(ownNames(owner)).toEqual(['adaeze.okonkwo', 'adaeze', 'okonkwo', 'chioma']);
    // Two-letter names are not looked for: they occur in too many good passwords.
    expect(ownNames({ userName: 'ng', fullName: 'Bo Ng' })).toEqual([]);
  });

  it('keeps at least 10 characters and allows long passphrases, with no composition rule', () => {
    expect(newPasswordProblem('mango-42!', owner, list)).toBe(STAFF_MESSAGES.passwordTooShort);
    const long = 'bicycle lagoon harmattan kettle orange '.repeat(6).slice(0, 200);
    expect(long).toHaveLength(200);
    expect(newPasswordProblem(long, owner, list)).toBeUndefined();
    expect(newPasswordProblem(`${long}x`, owner, list)).toBe(STAFF_MESSAGES.passwordTooLong);
    for (const password of [
      'correct horse battery staple',
      'mango-bicycle-42',
      'harmattan kettle',
      'vitalreg-demo',
    ]) {
      expect(newPasswordProblem(password, owner, list), password).toBeUndefined();
    }
  });
});

describe('passwordHint', () => {
  it('says what is missing, what would be refused, or how strong it is', () => {
    expect(passwordHint('mango', owner, list)).toEqual({
      score: 0,
      refused: true,
      text: 'At least 10 characters: 5 more.',
    });
    expect(passwordHint('password123456', owner, list)).toMatchObject({
      refused: true,
      text: PASSWORD_MESSAGES.common,
    });
    expect(passwordHint('Okonkwo-river-2024', owner, list)).toMatchObject({
      refused: true,
      text: PASSWORD_MESSAGES.ownName,
    });
    expect(passwordHint('correct horse battery staple', owner, list)).toEqual({
      score: 4,
      refused: false,
      text: 'Strong: very hard to guess.',
    });
  });
});
