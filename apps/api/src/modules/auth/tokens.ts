import { createHash, randomBytes } from 'node:crypto';

/** A bearer token: 32 random bytes, base64url. Only its sha256 is stored. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
