import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client.ts';
import type { SessionAccountRow } from './repository.ts';

export const AUTH_CHANNEL = 'vitalreg_auth';

/** How long a looked-up session is trusted without asking the database again. */
export const SESSION_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 50_000;

interface Entry {
  found: SessionAccountRow;
  cachedAt: number;
}

/**
 * Sessions looked up in the last few seconds, by token hash, so an authenticated request costs
 * no database round trip. Revocation stays immediate: logout drops the entry in this process
 * before answering, and every process drops entries when the database announces a change
 * (migration 0007: session revoked, user changed, role permissions, roles or centres changed;
 * NOTIFY at commit). Until the listener is running, and after it reconnects, nothing is served
 * from the cache; the short TTL bounds what a lost notification could cost.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private listening = false;
  private readonly waiting = new Map<string, () => void>();

  constructor(private readonly ttlMs = SESSION_CACHE_TTL_MS) {}

  /** Subscribes to the database's announcements; the cache is used once this succeeds. */
  async start(database: DatabaseHandle): Promise<void> {
    await database.listen(
      AUTH_CHANNEL,
      (payload) => this.onMessage(payload),
      () => {
        this.entries.clear();
        this.listening = true;
      },
    );
  }

  get(tokenHash: string, now: number): SessionAccountRow | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (!this.listening || now - entry.cachedAt >= this.ttlMs) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry.found;
  }

  set(tokenHash: string, found: SessionAccountRow, now: number): void {
    if (!this.listening) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(tokenHash, { found, cachedAt: now });
  }

  dropSession(sessionId: number): void {
    for (const [key, entry] of this.entries) {
      if (entry.found.sessionId === sessionId) this.entries.delete(key);
    }
  }

  dropUser(userId: number): void {
    for (const [key, entry] of this.entries) {
      if (entry.found.account.userId === userId) this.entries.delete(key);
    }
  }

  clear(): void {
    this.entries.clear();
  }

  /**
   * Resolves once every change committed before the call has been applied here (a marker sent
   * through the same channel arrives after them). For tests that change the database directly.
   */
  async sync(database: DatabaseHandle): Promise<void> {
    const marker = `sync:${randomBytes(8).toString('hex')}`;
    const arrived = new Promise<void>((resolve) => this.waiting.set(marker, resolve));
    await database.db.execute(sql`select pg_notify(${AUTH_CHANNEL}, ${marker})`);
    await arrived;
  }

  private onMessage(payload: string): void {
    const [kind, id] = payload.split(':');
    if (kind === 'session') this.dropSession(Number(id));
    else if (kind === 'user') this.dropUser(Number(id));
    else if (kind === 'sync') {
      this.waiting.get(payload)?.();
      this.waiting.delete(payload);
    } else this.clear();
  }
}
