import type { FastifyInstance } from 'fastify';

/** The envelope's data of an answer. */
export const bodyOf = <T>(response: { json(): unknown }) => (response.json() as { data: T }).data;

/**
 * The password e-mailed to `email` after its first `after` messages (the API's local mail sink):
 * how a staff member, and only they, learns a first or reset password.
 */
export async function passwordMailed(
  app: FastifyInstance,
  email: string,
  after: number,
): Promise<string> {
  const mail = await app.mailSink!.waitFor(email, { after, timeoutMs: 5_000 });
  const password = /^Password: (\S+)$/m.exec(mail.text)?.[1];
  if (!password) throw new Error('the mail carries no password');
  return password;
}
