/**
 * One-time e-mail codes (issue 18): a 6-digit code e-mailed to confirm an address, then a
 * confirmation token the request using the address presents (consumeEmailConfirmation, in that
 * request's transaction). Neither the code nor the address is logged or stored in clear.
 */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  EMAIL_CODE_MAX_TRIES,
  EMAIL_CODE_LENGTH,
  EMAIL_CODE_MESSAGES,
  EMAIL_CODE_RESEND_SECONDS,
  EMAIL_CODE_TTL_MINUTES,
  EMAIL_CONFIRMATION_TTL_MINUTES,
  emailCodeText,
  resendWaitMessage,
  wrongCodeMessage,
  type EmailCodePurpose,
  type EmailCodeRequest,
  type EmailCodeSent,
  type EmailCodeVerify,
  type EmailConfirmation,
} from '@vitalreg/domain';
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { countAndCheck, tooMany } from '../../plugins/rate-counts.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { AuthSession, RequestContext } from '../auth/service.ts';
import { emailCodes } from './table.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The stored form of an address: the SHA-256 of its trimmed, lower-case text. */
export const emailHashOf = (email: string) => sha256(`email:${email.trim().toLowerCase()}`);

const codeHashOf = (salt: string, code: string) =>
  createHmac('sha256', salt).update(code).digest('hex');

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

const minutes = (n: number) => n * 60_000;

/** Codes one user may have e-mailed in an hour, whatever the addresses (EMAIL_CODES_PER_HOUR). */
export const EMAIL_CODES_PER_USER_PER_HOUR = 20;

const auditOf = (session: AuthSession, context: RequestContext) => ({
  actorUserId: session.user.User_ID,
  actorUserName: session.user.UserName,
  ip: context.ip,
  requestId: context.requestId,
});

/**
 * `POST /api/email-codes`: e-mails a new code (replacing the address's earlier ones for this
 * purpose). Within the 60-second countdown of the last code, or beyond the user's codes for
 * the hour, 429 with the time left; the mail server not taking the message, 502 with nothing
 * kept.
 */
export async function sendEmailCode(
  app: FastifyInstance,
  session: AuthSession,
  context: RequestContext,
  input: EmailCodeRequest,
  perHour = EMAIL_CODES_PER_USER_PER_HOUR,
): Promise<EmailCodeSent> {
  const now = context.now;
  const emailHash = emailHashOf(input.email);
  const code = String(randomInt(0, 10 ** EMAIL_CODE_LENGTH)).padStart(EMAIL_CODE_LENGTH, '0');
  const salt = randomBytes(16).toString('hex');
  const expiresAt = new Date(now.getTime() + minutes(EMAIL_CODE_TTL_MINUTES));
  const { id, replaced } = await app.db.transaction(async (tx) => {
    // One request per address and purpose at a time: the countdown holds under concurrency.
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(hashtextextended(${`email-code:${emailHash}:${input.purpose}`}, 0))`,
    );
    const [last] = await tx
      .select({ createdAt: emailCodes.createdAt })
      .from(emailCodes)
      .where(and(eq(emailCodes.emailHash, emailHash), eq(emailCodes.purpose, input.purpose)))
      .orderBy(desc(emailCodes.createdAt), desc(emailCodes.id))
      .limit(1);
    if (last) {
      const waitMs = last.createdAt.getTime() + EMAIL_CODE_RESEND_SECONDS * 1000 - now.getTime();
      if (waitMs > 0) {
        const seconds = Math.ceil(waitMs / 1000);
        throw new AppError('RATE_LIMITED', resendWaitMessage(seconds), { retryAfter: seconds });
      }
    }
    // Counted in this transaction: a refused request rolls its count back.
    const perUser = await countAndCheck(
      tx,
      `email-codes:${session.user.User_ID}`,
      minutes(60),
      perHour,
      now,
    );
    if (!perUser.allowed) throw tooMany('e-mail codes', perUser.retryAfterSeconds);
    const replaced = await tx
      .update(emailCodes)
      .set({ replacedAt: now })
      .where(
        and(
          eq(emailCodes.emailHash, emailHash),
          eq(emailCodes.purpose, input.purpose),
          isNull(emailCodes.replacedAt),
          isNull(emailCodes.confirmedAt),
        ),
      )
      .returning({ id: emailCodes.id });
    const [row] = await tx
      .insert(emailCodes)
      .values({
        purpose: input.purpose,
        emailHash,
        codeSalt: salt,
        codeHash: codeHashOf(salt, code),
        requestedBy: session.user.User_ID,
        createdAt: now,
        expiresAt,
      })
      .returning({ id: emailCodes.id });
    if (!row) throw new Error('email code was not inserted');
    return { id: row.id, replaced: replaced.map((earlier) => earlier.id) };
  });

  try {
    await app.mailer.send({
      to: input.email,
      subject: EMAIL_CODE_MESSAGES.subject,
      text: emailCodeText(code),
    });
  } catch (error) {
    // Not sent: the new code goes, and the codes it replaced are good again.
    await app.db.transaction(async (tx) => {
      await tx.delete(emailCodes).where(eq(emailCodes.id, id));
      if (replaced.length > 0) {
        await tx
          .update(emailCodes)
          .set({ replacedAt: null })
          .where(inArray(emailCodes.id, replaced));
      }
    });
    app.log.warn({ emailCodeId: id, err: (error as Error).message }, 'one-time code not sent');
    throw new AppError('MAIL_NOT_SENT', EMAIL_CODE_MESSAGES.mailFailed, { retryAfter: 5 });
  }
  await recordAudit(app.db, {
    action: 'email_code.sent',
    ...auditOf(session, context),
    entityType: 'email_code',
    entityId: id,
    details: { purpose: input.purpose },
  });
  return { expires_at: expiresAt.toISOString(), resend_after_seconds: EMAIL_CODE_RESEND_SECONDS };
}

/**
 * `POST /api/email-codes/verify`: checks the address's latest code (asked for by this user).
 * Right: a confirmation token for 30 minutes. Wrong: 400 with the tries left; the fifth wrong
 * try, or any after it, 429; expired or replaced: 400 asking for a new code.
 */
export async function verifyEmailCode(
  app: FastifyInstance,
  session: AuthSession,
  context: RequestContext,
  input: EmailCodeVerify,
): Promise<EmailConfirmation> {
  const now = context.now;
  const emailHash = emailHashOf(input.email);
  type Outcome = { locked: true } | { wrong: number } | EmailConfirmation;
  return app.db
    .transaction(async (tx): Promise<Outcome> => {
      const [row] = await tx
        .select()
        .from(emailCodes)
        .where(
          and(
            eq(emailCodes.emailHash, emailHash),
            eq(emailCodes.purpose, input.purpose),
            eq(emailCodes.requestedBy, session.user.User_ID),
            isNull(emailCodes.replacedAt),
            isNull(emailCodes.confirmedAt),
          ),
        )
        .orderBy(desc(emailCodes.createdAt), desc(emailCodes.id))
        .limit(1)
        .for('update');
      if (!row) throw new AppError('EMAIL_CODE_EXPIRED', EMAIL_CODE_MESSAGES.noCode);
      if (row.wrongTries >= EMAIL_CODE_MAX_TRIES) {
        throw new AppError('EMAIL_CODE_LOCKED', EMAIL_CODE_MESSAGES.tooManyTries);
      }
      if (row.expiresAt.getTime() <= now.getTime()) {
        throw new AppError('EMAIL_CODE_EXPIRED', EMAIL_CODE_MESSAGES.expired);
      }
      if (!sameHash(row.codeHash, codeHashOf(row.codeSalt, input.code))) {
        const tries = row.wrongTries + 1;
        await tx.update(emailCodes).set({ wrongTries: tries }).where(eq(emailCodes.id, row.id));
        if (tries >= EMAIL_CODE_MAX_TRIES) {
          await recordAudit(tx, {
            action: 'email_code.locked',
            ...auditOf(session, context),
            entityType: 'email_code',
            entityId: row.id,
            details: { purpose: row.purpose },
          });
          // Committed (the transaction ends normally), then refused below.
          return { locked: true };
        }
        return { wrong: EMAIL_CODE_MAX_TRIES - tries };
      }
      const token = randomBytes(32).toString('base64url');
      const tokenExpiresAt = new Date(now.getTime() + minutes(EMAIL_CONFIRMATION_TTL_MINUTES));
      await tx
        .update(emailCodes)
        .set({ confirmedAt: now, tokenHash: sha256(token), tokenExpiresAt })
        .where(eq(emailCodes.id, row.id));
      await recordAudit(tx, {
        action: 'email_code.confirmed',
        ...auditOf(session, context),
        entityType: 'email_code',
        entityId: row.id,
        details: { purpose: row.purpose },
      });
      return { confirmation_token: token, expires_at: tokenExpiresAt.toISOString() };
    })
    .then((outcome) => {
      if ('locked' in outcome) {
        throw new AppError('EMAIL_CODE_LOCKED', EMAIL_CODE_MESSAGES.tooManyTries);
      }
      if ('wrong' in outcome) {
        throw new AppError('EMAIL_CODE_WRONG', wrongCodeMessage(outcome.wrong), {
          triesLeft: outcome.wrong,
        });
      }
      return outcome;
    });
}

/**
 * Uses a confirmation token once, in the caller's transaction: it must be this user's, for
 * this address and purpose, unexpired and unused; otherwise 400. Answers the code row's id.
 */
export async function consumeEmailConfirmation(
  tx: Database,
  input: {
    token: string;
    email: string;
    purpose: EmailCodePurpose;
    userId: number;
    now: Date;
  },
): Promise<number> {
  const [row] = await tx
    .update(emailCodes)
    .set({ tokenUsedAt: input.now })
    .where(
      and(
        eq(emailCodes.tokenHash, sha256(input.token)),
        eq(emailCodes.emailHash, emailHashOf(input.email)),
        eq(emailCodes.purpose, input.purpose),
        eq(emailCodes.requestedBy, input.userId),
        isNull(emailCodes.tokenUsedAt),
        gt(emailCodes.tokenExpiresAt, input.now),
      ),
    )
    .returning({ id: emailCodes.id });
  if (!row) throw new AppError('EMAIL_NOT_CONFIRMED', EMAIL_CODE_MESSAGES.tokenInvalid);
  return row.id;
}
