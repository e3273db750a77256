import { z } from 'zod';
import { listSchema } from '../api/envelope.ts';

/** `GET /users/{id}/audit`: a period (yyyy-mm-dd, both days included; the last 30 days by default). */
export const userAuditQuerySchema = z.object({
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the first day as yyyy-mm-dd.')
    .optional(),
  to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the last day as yyyy-mm-dd.')
    .optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export type UserAuditQuery = z.input<typeof userAuditQuerySchema>;

/** One event of an account's audit page: what it did, or what was done to it. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  action: z.string(),
  /** The action in words ("Signed in", "Birth registration: approve"). */
  label: z.string(),
  /** Who did it (the account itself, or another user), by user name. */
  actor: z.string().nullable(),
  entityType: z.string().nullable(),
  entityId: z.string().nullable(),
  ip: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});

export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditEntriesSchema = listSchema(auditEntrySchema).extend({
  from: z.string(),
  to: z.string(),
});

export type AuditEntries = z.infer<typeof auditEntriesSchema>;

const ACTION_LABELS: Record<string, string> = {
  'auth.login': 'Signed in',
  'auth.login.failed': 'Failed sign-in',
  'auth.login.blocked': 'Sign-in blocked (too many failures)',
  'auth.login.delayed': 'Sign-in delayed (repeated failures)',
  'auth.login.locked': 'Sign-in locked out at an address (repeated failures)',
  'auth.login.refused': 'Sign-in refused',
  'auth.logout': 'Signed out',
  'auth.password.changed': 'Password changed',
  'auth.password.change_failed': 'Password change refused',
  'auth.handoff.issued': 'Opened another application',
  'staff.create': 'Account created',
  'staff.update': 'Account changed',
  'staff.deactivate': 'Account deactivated',
  'staff.reactivate': 'Account reactivated',
  'staff.password_reset': 'Password reset',
  'staff.username_mailed': 'User name e-mailed',
};

/** An audit action in words: the known ones by name, others as "Entity: action". */
export function auditActionLabel(action: string): string {
  const known = ACTION_LABELS[action];
  if (known) return known;
  const dot = action.lastIndexOf('.');
  if (dot < 0) return action;
  const entity = action.slice(0, dot).replaceAll('_', ' ').replaceAll('.', ' ');
  const verb = action.slice(dot + 1).replaceAll('_', ' ');
  return `${entity.charAt(0).toUpperCase()}${entity.slice(1)}: ${verb}`;
}
