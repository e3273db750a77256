import type { EmailCodePurpose } from '@vitalreg/domain';
import { bigserial, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Drizzle view of email_codes (migrations/0029_email_codes.sql). */
export const emailCodes = pgTable('email_codes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  purpose: text('purpose').$type<EmailCodePurpose>().notNull(),
  emailHash: text('email_hash').notNull(),
  codeSalt: text('code_salt').notNull(),
  codeHash: text('code_hash').notNull(),
  requestedBy: integer('requested_by').notNull(),
  createdAt: timestamptz('created_at').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  wrongTries: integer('wrong_tries').notNull().default(0),
  replacedAt: timestamptz('replaced_at'),
  confirmedAt: timestamptz('confirmed_at'),
  tokenHash: text('token_hash'),
  tokenExpiresAt: timestamptz('token_expires_at'),
  tokenUsedAt: timestamptz('token_used_at'),
});
