/**
 * Sign-in limits that keep guessing out without letting anyone lock a user out
 * (docs/rate-limits.md). Failures are counted in PostgreSQL (rate-counts.ts) per account at an
 * address, per account and per address:
 * - at one address, an account's tries wait 2, 4, 8 ... seconds after its third failure there,
 *   up to 15 minutes (that address is then locked out of that account); a success forgets them;
 * - an account's failures from every address (the first three of each) slow, never lock, the
 *   addresses it was not signed in from lately; an address with many failures may try only
 *   accounts signed in from there.
 * A wait's start is audited; the tries refused during it are not checked, nor counted.
 */
import { normalizeIP } from '@fastify/rate-limit';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';
import {
  addToCounts,
  forgetCounts,
  readCounts,
  secondsUntil,
  takeBackCounts,
  tooMany,
  type Count,
} from '../../plugins/rate-counts.ts';
import { recordAudit } from '../audit/audit-log.ts';

export const LOGIN_LIMITS = {
  /** Failures of an account at one address before each further try there must wait. */
  freeTriesAtAddress: 3,
  /**
   * Tries of an account at one address checked at the same time: several devices may sign in
   * together; once the address has a failure for the account, one at a time.
   */
  checkedTogether: 16,
  /** The longest wait at one address: the address is then locked out of the account. */
  longestWaitAtAddressSeconds: 15 * 60,
  /** An account's failures at an address are remembered this long after the last one. */
  addressMemoryHours: 24,
  /** An account's or an address's failures are forgotten this long after the last one. */
  windowMinutes: 15,
  /** An account's failures (from every address) before addresses new to it are slowed. */
  perAccount: 10,
  /** The longest wait an account's failures put on addresses new to it. */
  longestAccountWaitSeconds: 5 * 60,
  /** An address's failures (every account) before it may try only accounts known there. */
  perAddress: 20,
  /** An address is known to an account that signed in from it within these days. */
  knownAddressDays: 7,
} as const;

/** Seconds a try must wait after the last of `failures` when `free` of them cost nothing. */
const waitAfter = (failures: number, free: number, longest: number) =>
  failures < free ? 0 : Math.min(2 ** (failures - free + 1), longest);

const waitAtAddress = (failures: number) =>
  waitAfter(failures, LOGIN_LIMITS.freeTriesAtAddress, LOGIN_LIMITS.longestWaitAtAddressSeconds);

const waitForAccount = (failures: number) =>
  waitAfter(failures, LOGIN_LIMITS.perAccount, LOGIN_LIMITS.longestAccountWaitSeconds);

/** The counters of a sign-in: the account at the address, the account, the address. */
function keysOf(userName: string, ip: string) {
  const account = userName.trim().toLowerCase();
  // An IPv6 client holds a whole /64: counted as one address.
  const address = normalizeIP(ip);
  return {
    atAddress: `sign-in:${account}@${address}`,
    /** The tries being checked now (taken back once answered). */
    checking: `sign-in-checking:${account}@${address}`,
    account: `sign-in:${account}`,
    address: `sign-in@${address}`,
  };
}

type SignInKeys = ReturnType<typeof keysOf>;

/** A try let through: counted by the account and the address until the password proves right. */
export interface SignInTry {
  keys: SignInKeys;
  /** The account's and the address's keys that count this try (none at a known address). */
  countedWide: string[];
  counts: Map<string, Count>;
}

const refusal = (seconds: number) => tooMany('failed sign-in attempts', seconds);

/** Whether the account signed in from this address lately (its sessions say so). */
async function knownAddress(db: Database, userName: string, ip: string, now: Date) {
  const since = new Date(now.getTime() - LOGIN_LIMITS.knownAddressDays * 86_400_000);
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        sql`lower(${users.userName}) = lower(${userName.trim()})`,
        eq(sessions.ip, ip),
        gt(sessions.createdAt, since),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Lets a sign-in try through, counting it, or refuses it with 429 and the seconds to wait.
 * Judged and counted under locks of the account and the address, so tries sent together are
 * judged one after the other.
 */
export async function admitSignIn(
  db: Database,
  userName: string,
  ip: string,
  now: Date,
): Promise<SignInTry> {
  const keys = keysOf(userName, ip);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${keys.account}, 0)),
      pg_advisory_xact_lock(hashtextextended(${keys.address}, 0))`);
    const counts = await readCounts(tx, Object.values(keys), now);
    const atAddress = counts.get(keys.atAddress);
    const failuresHere = atAddress?.count ?? 0;
    if (atAddress && atAddress.lastAt + waitAtAddress(failuresHere) * 1000 > now.getTime()) {
      throw refusal(secondsUntil(atAddress.lastAt + waitAtAddress(failuresHere) * 1000, now));
    }
    const together = failuresHere === 0 ? LOGIN_LIMITS.checkedTogether : 1;
    if ((counts.get(keys.checking)?.count ?? 0) >= together) throw refusal(1);
    const account = counts.get(keys.account);
    const address = counts.get(keys.address);
    const crowded =
      (account?.count ?? 0) >= LOGIN_LIMITS.perAccount ||
      (address?.count ?? 0) >= LOGIN_LIMITS.perAddress;
    const known = crowded && (await knownAddress(tx, userName, ip, now));
    if (crowded && !known) {
      if (address && address.count >= LOGIN_LIMITS.perAddress) {
        throw refusal(secondsUntil(address.endsAt, now));
      }
      const until = account ? account.lastAt + waitForAccount(account.count) * 1000 : 0;
      if (until > now.getTime()) throw refusal(secondsUntil(until, now));
    }
    // An address past its free tries is held back by its own waits: the account's count
    // takes only its first tries, so one address cannot slow the account everywhere.
    const countedWide = known
      ? []
      : failuresHere < LOGIN_LIMITS.freeTriesAtAddress
        ? [keys.account, keys.address]
        : [keys.address];
    const window = LOGIN_LIMITS.windowMinutes * 60_000;
    const added = await addToCounts(
      tx,
      [keys.checking, ...countedWide].map((key) => ({ key, windowMs: window })),
      now,
      { slide: true },
    );
    return { keys, countedWide, counts: added };
  });
}

/** A right password: its address's failures for the account are forgotten, the try not counted. */
export async function signInSucceeded(db: Database, tried: SignInTry): Promise<void> {
  await Promise.all([
    forgetCounts(db, [tried.keys.atAddress]),
    takeBackCounts(db, [tried.keys.checking, ...tried.countedWide]),
  ]);
}

/**
 * A wrong password (or an unknown user): counted at the address (the account's and address's
 * counts keep the try); audits the wait it starts at this address, on the account, or the
 * address's lockout.
 */
export async function signInFailed(
  db: Database,
  tried: SignInTry,
  audit: { userId: number | undefined; userName: string; ip: string; requestId: string },
  now: Date,
): Promise<void> {
  const [here] = await Promise.all([
    addToCounts(
      db,
      [{ key: tried.keys.atAddress, windowMs: LOGIN_LIMITS.addressMemoryHours * 3_600_000 }],
      now,
      { slide: true },
    ),
    takeBackCounts(db, [tried.keys.checking]),
  ]);
  const failures = (key: string) => tried.counts.get(key)?.count ?? 0;
  const starts: { action: string; details: Record<string, unknown> }[] = [];
  const hereFailures = here.get(tried.keys.atAddress)?.count ?? 0;
  const hereWait = waitAtAddress(hereFailures);
  if (hereWait > 0) {
    starts.push({
      action:
        hereWait >= LOGIN_LIMITS.longestWaitAtAddressSeconds
          ? 'auth.login.locked'
          : 'auth.login.delayed',
      details: { limit: 'account_at_address', failures: hereFailures, waitSeconds: hereWait },
    });
  }
  const accountFailures = failures(tried.keys.account);
  if (tried.countedWide.includes(tried.keys.account) && waitForAccount(accountFailures) > 0) {
    starts.push({
      action: 'auth.login.delayed',
      details: {
        limit: 'account',
        failures: accountFailures,
        waitSeconds: waitForAccount(accountFailures),
      },
    });
  }
  if (failures(tried.keys.address) === LOGIN_LIMITS.perAddress) {
    starts.push({
      action: 'auth.login.locked',
      details: {
        limit: 'address',
        failures: LOGIN_LIMITS.perAddress,
        waitSeconds: LOGIN_LIMITS.windowMinutes * 60,
      },
    });
  }
  await Promise.all(
    starts.map((start) =>
      recordAudit(db, {
        action: start.action,
        actorUserId: audit.userId,
        actorUserName: audit.userName,
        ip: audit.ip,
        requestId: audit.requestId,
        details: start.details,
      }),
    ),
  );
}
