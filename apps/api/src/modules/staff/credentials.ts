import { randomInt } from 'node:crypto';
import {
  longDate,
  maskEmail,
  PRODUCT_NAME,
  STAFF_MESSAGES as M,
  type PasswordDelivery,
  type StaffMember,
} from '@vitalreg/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { AppError, invalid } from '../../errors.ts';
import type { Mailer, MailMessage } from '../../integrations/mail/index.ts';
import { userNamesLike } from './repository.ts';

/*
 * What a new account is given: its user name, its first password, and the e-mails that carry
 * them (docs/staff.md).
 */

/** Letters and digits that cannot be mistaken for one another when read out or copied by hand. */
const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

/** A first or reset password: three groups of four (about 70 bits), changed at first sign-in. */
export function temporaryPassword(): string {
  const group = () =>
    Array.from({ length: 4 }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join(
      '',
    );
  return [group(), group(), group()].join('-');
}

/** "Adaeze", "Ọbáfẹ́mi" -> "adaeze", "obafemi": the letters a-z of a name, in lower case. */
export function nameWord(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

/**
 * first.surname, numbered from 2 when taken ("amina.bello2"). Call it in the transaction that
 * saves the account: it holds a lock on the name until then, so two people named alike made at
 * the same moment get different names.
 */
export async function freeUserName(tx: Database, firstName: string, surname: string) {
  const base = [nameWord(firstName), nameWord(surname)].filter(Boolean).join('.').slice(0, 40);
  const stem = base || 'staff';
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`user_name:${stem}`}))`);
  const taken = await userNamesLike(tx, stem);
  if (!taken.has(stem)) return stem;
  for (let n = 2; ; n += 1) if (!taken.has(`${stem}${n}`)) return `${stem}${n}`;
}

type Addressed = Pick<StaffMember, 'fullName' | 'userName' | 'centreName' | 'endDate'> & {
  email: string;
};

/** The user name and a first (or reset) password, to be changed at the first sign-in. */
export function passwordMail(
  member: Addressed,
  password: string,
  why: 'new' | 'reset',
): MailMessage {
  const lines = [
    `Hello ${member.fullName},`,
    '',
    why === 'new'
      ? `An ${PRODUCT_NAME} account was made for you at ${member.centreName ?? 'your registration centre'}.`
      : `The password of your ${PRODUCT_NAME} account was reset.`,
    '',
    `User name: ${member.userName}`,
    `Password: ${password}`,
    '',
    'You will be asked to choose your own password when you sign in.',
    ...(member.endDate ? [`Your engagement ends on ${longDate(member.endDate)}.`] : []),
  ];
  return {
    to: member.email,
    subject: why === 'new' ? `Your ${PRODUCT_NAME} account` : `Your ${PRODUCT_NAME} password`,
    text: lines.join('\n'),
  };
}

/** 502: the mail server did not take the message (nothing is kept). */
export const mailNotSent = () =>
  new AppError('MAIL_NOT_SENT', 'The mail server did not take the message. Try again.', {
    retryAfter: 60,
  });

/**
 * Sends a first or reset password to the staff member themselves, never to the officer who
 * made it (four eyes: docs/staff.md): by e-mail today. Another channel (SMS to the account's
 * phone) would be chosen here and answer its own masked address. Refused for an account
 * without an address; MAIL_NOT_SENT when the mail server does not take it.
 */
export async function deliverPassword(
  mailer: Mailer,
  member: Pick<StaffMember, 'fullName' | 'userName' | 'centreName' | 'endDate' | 'email'>,
  password: string,
  why: 'new' | 'reset',
): Promise<PasswordDelivery> {
  if (!member.email) throw invalid(M.noEmailForPassword, '');
  try {
    await mailer.send(passwordMail({ ...member, email: member.email }, password, why));
  } catch {
    throw mailNotSent();
  }
  return { channel: 'email', address: maskEmail(member.email) };
}

/** The user name alone, for someone who forgot it. */
export function userNameMail(member: Addressed): MailMessage {
  return {
    to: member.email,
    subject: `Your ${PRODUCT_NAME} user name`,
    text: [
      `Hello ${member.fullName},`,
      '',
      `Your ${PRODUCT_NAME} user name is: ${member.userName}`,
      '',
      'If you have forgotten your password too, ask your administrator to reset it.',
    ].join('\n'),
  };
}
