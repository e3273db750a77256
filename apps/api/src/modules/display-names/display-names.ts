import { inArray, sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { registrationCentres, users } from '../../db/schema.ts';
import { AUTH_CHANNEL } from '../auth/session-cache.ts';

/** More names than any agency has centres and staff: past it, all are forgotten and reloaded. */
const MAX_NAMES = 200_000;

/** How lists name a record's capturer: the full name, else the user name. */
export const capturerName = sql<string>`coalesce(${users.fullName}, ${users.userName})`;

/**
 * Centres' and users' names as lists show them (each record's centre and capturer), kept by
 * this process as JSON text. Looking them up per listed record was a quarter of PostgreSQL's
 * work for a list page (50 index look-ups). A name changes rarely, and when it does every
 * process hears of it from the database (migration 0007: 'user:<id>' when a user changes, '*'
 * when centres do) and forgets it at once. Until the listener runs, and after it reconnects,
 * nothing is kept: each page's names are read from the database.
 */
export class DisplayNames {
  private readonly centres = new Map<number, string>();
  private readonly users = new Map<number, string>();
  private listening = false;
  /** Bumped by every change heard: names read before it are not kept. */
  private generation = 0;

  async start(database: DatabaseHandle): Promise<void> {
    await database.listen(
      AUTH_CHANNEL,
      (payload) => this.onMessage(payload),
      () => {
        this.forgetAll();
        this.listening = true;
      },
    );
  }

  /**
   * The names of these centres and users as JSON text, by id: from this process's copy, with one
   * query for those it does not hold.
   */
  async of(db: Database, centreIds: readonly number[], userIds: readonly number[]) {
    const kept = { centres: this.centres, users: this.users };
    const loaded = { centres: new Map<number, string>(), users: new Map<number, string>() };
    const missingCentres = this.missing(kept.centres, centreIds);
    const missingUsers = this.missing(kept.users, userIds);
    if (missingCentres.length > 0 || missingUsers.length > 0) {
      const generation = this.generation;
      const [centreRows, userRows] = await Promise.all([
        missingCentres.length === 0
          ? []
          : db
              .select({ id: registrationCentres.id, name: registrationCentres.name })
              .from(registrationCentres)
              .where(inArray(registrationCentres.id, missingCentres)),
        missingUsers.length === 0
          ? []
          : db
              .select({ id: users.id, name: capturerName })
              .from(users)
              .where(inArray(users.id, missingUsers)),
      ]);
      for (const row of centreRows) loaded.centres.set(row.id, JSON.stringify(row.name));
      for (const row of userRows) loaded.users.set(row.id, JSON.stringify(row.name));
      // A change heard while reading may have come after the read: used now, but not kept.
      if (this.listening && generation === this.generation) {
        if (kept.users.size + kept.centres.size > MAX_NAMES) this.forgetAll();
        for (const [id, name] of loaded.centres) this.centres.set(id, name);
        for (const [id, name] of loaded.users) this.users.set(id, name);
      }
    }
    const lookup = (fresh: Map<number, string>, old: Map<number, string>) => (id: number) =>
      fresh.get(id) ?? old.get(id) ?? '""';
    return { centre: lookup(loaded.centres, kept.centres), user: lookup(loaded.users, kept.users) };
  }

  /** The ids of `ids` not held (all of them until the listener runs), each once. */
  private missing(held: Map<number, string>, ids: readonly number[]): number[] {
    if (!this.listening) return [...new Set(ids)];
    return [...new Set(ids.filter((id) => !held.has(id)))];
  }

  private forgetAll(): void {
    this.generation += 1;
    this.centres.clear();
    this.users.clear();
  }

  private onMessage(payload: string): void {
    const [kind, id] = payload.split(':');
    if (kind === 'user') {
      this.generation += 1;
      this.users.delete(Number(id));
    } else if (kind === '*') this.forgetAll();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Centres' and users' names as lists show them (see DisplayNames). */
    displayNames: DisplayNames;
  }
}
