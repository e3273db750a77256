import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { auditLog } from '../../db/schema.ts';
import { bearer, signIn } from '../../test/helpers.ts';
import { resolveSession, type AuthSession } from '../auth/service.ts';
import { payments } from './tables.ts';

/** A demo user's session, as a paid service's route would hold it. */
export async function sessionFor(app: FastifyInstance, user: string): Promise<AuthSession> {
  const token = await signIn(app, user);
  return resolveSession(app.db, { idleMinutes: 30, maxHours: 12 }, token, new Date());
}

export async function tokens<const Users extends readonly string[]>(
  app: FastifyInstance,
  users: Users,
): Promise<Record<Users[number], string>> {
  const entries = await Promise.all(users.map(async (user) => [user, await signIn(app, user)]));
  return Object.fromEntries(entries) as Record<Users[number], string>;
}

export const verify = (app: FastifyInstance, token: string, service: string, reference: string) =>
  app.inject({
    method: 'POST',
    url: '/api/payments/verify',
    headers: bearer(token),
    payload: { service, reference },
  });

export async function paymentRow(app: FastifyInstance, provider: string, reference: string) {
  const [row] = await app.db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.reference, reference)));
  return row;
}

export async function auditEvents(app: FastifyInstance, action: string) {
  return app.db.select().from(auditLog).where(eq(auditLog.action, action));
}

/** The AppError a promise rejects with: its status and message. */
export async function refusal(
  promise: Promise<unknown>,
): Promise<{ status: number; message: string }> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught as { statusCode?: number; message?: string },
  );
  if (!error) throw new Error('expected a refusal, got success');
  return { status: error.statusCode ?? 0, message: error.message ?? '' };
}

/** POST /api/payments/waivers: asks for a fee waiver. */
export const askWaiver = (app: FastifyInstance, token: string, payload: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: '/api/payments/waivers',
    headers: bearer(token),
    payload: { reason: 'Indigent applicant', ...payload },
  });

/** POST /api/payments/waivers/{id}/grant or /refuse. */
export const decideWaiver = (
  app: FastifyInstance,
  token: string,
  id: number,
  decision: 'grant' | 'refuse',
  note?: string,
) =>
  app.inject({
    method: 'POST',
    url: `/api/payments/waivers/${id}/${decision}`,
    headers: bearer(token),
    payload: note === undefined ? {} : { note },
  });

/** A waiver asked for by `requester` and granted by `granter`: its id (the test fails otherwise). */
export async function grantedWaiver(
  app: FastifyInstance,
  requester: string,
  granter: string,
  payload: Record<string, unknown>,
): Promise<number> {
  const asked = await askWaiver(app, requester, payload);
  if (asked.statusCode !== 201) throw new Error(`waiver not asked for: ${asked.body}`);
  const id = (asked.json() as { data: { id: number } }).data.id;
  const granted = await decideWaiver(app, granter, id, 'grant');
  if (granted.statusCode !== 200) throw new Error(`waiver not granted: ${granted.body}`);
  return id;
}
