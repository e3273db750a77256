import { existsSync, readFileSync } from 'node:fs';
import { BlockList, isIP } from 'node:net';
import { dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_READ_MAX_LAG_SECONDS } from './db/replica.ts';

/** The repository root: the nearest folder above this file whose package.json has workspaces. */
export function findRepoRoot(start = dirname(fileURLToPath(import.meta.url))): string {
  let dir = start;
  for (;;) {
    const manifest = resolve(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        const parsed = JSON.parse(readFileSync(manifest, 'utf8')) as { workspaces?: unknown };
        if (parsed.workspaces) return dir;
      } catch {
        // not a readable manifest; keep walking up
      }
    }
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off', ''])
  .transform((value) => ['1', 'true', 'yes', 'on'].includes(value));

const optionalUrl = (name: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || URL.canParse(value), {
      message: `${name} must be a full URL, e.g. https://dcr.example.gov.ng.`,
    });

/** The shortest METRICS_TOKEN accepted: a random secret, e.g. `openssl rand -hex 24`. */
export const METRICS_TOKEN_MIN_LENGTH = 32;

/** The shortest secret (NIMC password, Paystack key) a production server accepts. */
export const PRODUCTION_SECRET_MIN_LENGTH = 16;

/**
 * Whether NODE_ENV asks for production's rules: any value but exactly `development` or `test`
 * (lower case, no spaces). A typo, `PRODUCTION` or `staging` gets the strict rules rather than
 * the sandboxes; unset or empty is development (`npm start`, `npm run dev`).
 */
export function isProduction(nodeEnv: string | undefined): boolean {
  return nodeEnv !== undefined && nodeEnv !== '' && nodeEnv !== 'development' && nodeEnv !== 'test';
}

/**
 * A credential (password, key, a URL that may carry a password) is used exactly as written, so
 * spaces or a line break around it are refused, never trimmed: ' sk_test_...' would otherwise
 * pass for a live key, and a password with a stray space fails only at its first use.
 */
const credential = (name: string) =>
  z.string().refine((value) => value === value.trim(), {
    message: `${name} has spaces or a line break before or after it: set it without them.`,
  });

/** An optional PostgreSQL connection string (it may carry the password). */
const databaseUrl = (name: string) =>
  credential(name)
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || /^postgres(ql)?:\/\//.test(value), {
      message: `${name} must start with postgres:// or postgresql://.`,
    });

/** The most proxies TRUST_PROXY may count in front of the API (a CDN, a load balancer, ...). */
export const TRUST_PROXY_MAX_HOPS = 3;

/**
 * Where a trusted proxy may be: addresses no client on the internet can have. proxy-addr's
 * names for them are accepted too. A proxy on a public address is trusted by hop count.
 */
const PRIVATE_RANGES: [address: string, prefix: number, type: 'ipv4' | 'ipv6'][] = [
  ['127.0.0.0', 8, 'ipv4'], // loopback
  ['10.0.0.0', 8, 'ipv4'], // RFC 1918
  ['172.16.0.0', 12, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'], // carrier-grade NAT (RFC 6598): some clouds' load balancers
  ['169.254.0.0', 16, 'ipv4'], // link-local
  ['::1', 128, 'ipv6'], // loopback
  ['fc00::', 7, 'ipv6'], // unique local
  ['fe80::', 10, 'ipv6'], // link-local
];
const PROXY_ADDR_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const TRUST_PROXY_RULE =
  `TRUST_PROXY must be a hop count from 0 to ${TRUST_PROXY_MAX_HOPS} (1 for one load balancer) or ` +
  "the proxies' private addresses or ranges (e.g. 10.0.0.0/8), never true: trusting every hop " +
  'lets a client choose its address.';

/**
 * Whether an address or range (`10.1.2.3`, `10.0.0.0/8`, `fc00::/7`) lies wholly within one of
 * PRIVATE_RANGES: a range is inside a block when it is no wider than the block and its address
 * is in it. Anything else, or anything unreadable, is not.
 */
function isPrivateRange(part: string): boolean {
  if (PROXY_ADDR_NAMES.has(part)) return true;
  const match = /^([^/]+)(?:\/(\d{1,3}))?$/.exec(part);
  const version = match ? isIP(match[1]!) : 0;
  if (!match || version === 0) return false;
  const bits = version === 4 ? 32 : 128;
  const prefix = match[2] === undefined ? bits : Number(match[2]);
  if (prefix > bits) return false;
  const type = version === 4 ? 'ipv4' : 'ipv6';
  return PRIVATE_RANGES.some(([block, blockPrefix, blockType]) => {
    if (blockType !== type || prefix < blockPrefix) return false;
    const list = new BlockList();
    list.addSubnet(block, blockPrefix, blockType);
    return list.check(match[1]!, type);
  });
}

/** TRUST_PROXY read: a hop count, or private addresses and ranges; anything else refused. */
function trustProxySetting(value: string, ctx: z.RefinementCtx): number | string[] {
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops <= TRUST_PROXY_MAX_HOPS) return hops;
    ctx.addIssue({
      code: 'custom',
      message:
        `TRUST_PROXY=${value} believes ${value} proxies: count only the proxies in front of the ` +
        `API, at most ${TRUST_PROXY_MAX_HOPS} (1 for one load balancer). Each hop too many lets a ` +
        'client choose its address.',
    });
    return z.NEVER;
  }
  const ranges = value.split(',').map((part) => part.trim().toLowerCase());
  const readable = (part: string) =>
    PROXY_ADDR_NAMES.has(part) || /^[0-9a-f.:]+(\/\d{1,3})?$/.test(part);
  if (!value || !ranges.every(readable)) {
    ctx.addIssue({ code: 'custom', message: TRUST_PROXY_RULE });
    return z.NEVER;
  }
  const publicRanges = ranges.filter((part) => !isPrivateRange(part));
  if (publicRanges.length === 0) return ranges;
  ctx.addIssue({
    code: 'custom',
    message:
      `TRUST_PROXY names ${publicRanges.join(', ')}, which reaches public addresses: a client ` +
      "there could choose its address. Name only the proxies' private addresses or ranges " +
      '(10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16, 100.64.0.0/10, 127.0.0.0/8, 169.254.0.0/16, ' +
      'fc00::/7, fe80::/10, ::1), or give a proxy on a public address as a hop count.',
  });
  return z.NEVER;
}

const envSchema = z
  .object({
    /** Anything but `development` or `test` (isProduction): every test setting is refused. */
    NODE_ENV: z.string().optional(),
    PORT: z.coerce
      .number({ message: 'PORT must be a number.' })
      .int('PORT must be a whole number.')
      .min(0, 'PORT must be between 0 and 65535.')
      .max(65535, 'PORT must be between 0 and 65535.')
      .default(3000),
    HOST: z.string().trim().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    DATABASE_URL: databaseUrl('DATABASE_URL'),
    DATABASE_READ_URL: databaseUrl('DATABASE_READ_URL'),
    DATABASE_READ_MAX_LAG_SECONDS: z.coerce
      .number({ message: 'DATABASE_READ_MAX_LAG_SECONDS must be a number.' })
      .min(0, 'DATABASE_READ_MAX_LAG_SECONDS must be between 0 and 3600.')
      .max(3600, 'DATABASE_READ_MAX_LAG_SECONDS must be between 0 and 3600.')
      .default(DEFAULT_READ_MAX_LAG_SECONDS),
    /** Queries waiting per database pool before new ones answer 503 (db/pool-queue.ts). */
    DATABASE_QUEUE_LIMIT: z.coerce
      .number({ message: 'DATABASE_QUEUE_LIMIT must be a number.' })
      .int('DATABASE_QUEUE_LIMIT must be a whole number.')
      .min(1, 'DATABASE_QUEUE_LIMIT must be between 1 and 100000.')
      .max(100_000, 'DATABASE_QUEUE_LIMIT must be between 1 and 100000.')
      .default(500),
    /** The bearer token Prometheus sends to GET /metrics; unset: no /metrics (docs/operations.md). */
    METRICS_TOKEN: credential('METRICS_TOKEN')
      .optional()
      .transform((value) => (value ? value : undefined))
      .refine((value) => value === undefined || value.length >= METRICS_TOKEN_MIN_LENGTH, {
        message: `METRICS_TOKEN must be at least ${METRICS_TOKEN_MIN_LENGTH} characters.`,
      }),
    DEMO: flag.optional(),
    DEMO_REGISTER: flag.optional(),
    DEMO_PASSWORD: credential('DEMO_PASSWORD')
      .min(8, 'DEMO_PASSWORD must be at least 8 characters.')
      .default('vitalreg-demo'),
    SESSION_IDLE_MINUTES: z.coerce
      .number({ message: 'SESSION_IDLE_MINUTES must be a number.' })
      .int()
      .positive('SESSION_IDLE_MINUTES must be positive.')
      .default(30),
    SESSION_MAX_HOURS: z.coerce
      .number({ message: 'SESSION_MAX_HOURS must be a number.' })
      .int()
      .positive('SESSION_MAX_HOURS must be positive.')
      .default(12),
    WEB_DIST_DIR: z.string().trim().min(1).default('apps/web/dist'),
    DCR_APP_URL: optionalUrl('DCR_APP_URL'),
    ADMIN_APP_URL: optionalUrl('ADMIN_APP_URL'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        message: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent.',
      })
      .default('info'),
    IDENTITY_PROVIDER: z
      .enum(['sandbox', 'nimc'], { message: 'IDENTITY_PROVIDER must be sandbox or nimc.' })
      .default('sandbox'),
    /** The NIMC verification host (IDENTITY_PROVIDER=nimc): GET <NIMC_URL>?nin=..., basic-auth. */
    NIMC_URL: optionalUrl('NIMC_URL'),
    NIMC_USERNAME: credential('NIMC_USERNAME').optional(),
    NIMC_PASSWORD: credential('NIMC_PASSWORD').optional(),
    NIMC_TIMEOUT_MS: z.coerce
      .number({ message: 'NIMC_TIMEOUT_MS must be a number.' })
      .int()
      .positive('NIMC_TIMEOUT_MS must be positive.')
      .default(10_000),
    /** Identity look-ups (POST /api/verify-nin, /verify-trackingid) per user and day. */
    IDENTITY_CHECKS_PER_DAY: z.coerce
      .number({ message: 'IDENTITY_CHECKS_PER_DAY must be a number.' })
      .int('IDENTITY_CHECKS_PER_DAY must be a whole number.')
      .min(1, 'IDENTITY_CHECKS_PER_DAY must be between 1 and 100000.')
      .max(100_000, 'IDENTITY_CHECKS_PER_DAY must be between 1 and 100000.')
      .default(200),
    /** E-mail codes one user may have sent in an hour, whatever the addresses. */
    EMAIL_CODES_PER_HOUR: z.coerce
      .number({ message: 'EMAIL_CODES_PER_HOUR must be a number.' })
      .int('EMAIL_CODES_PER_HOUR must be a whole number.')
      .min(1, 'EMAIL_CODES_PER_HOUR must be between 1 and 1000.')
      .max(1000, 'EMAIL_CODES_PER_HOUR must be between 1 and 1000.')
      .default(20),
    /** The identity agency's answers (no photo) are kept this many days, then deleted. */
    IDENTITY_RETENTION_DAYS: z.coerce
      .number({ message: 'IDENTITY_RETENTION_DAYS must be a number.' })
      .int('IDENTITY_RETENTION_DAYS must be a whole number of days.')
      .min(1, 'IDENTITY_RETENTION_DAYS must be between 1 and 90.')
      .max(90, 'IDENTITY_RETENTION_DAYS must be between 1 and 90.')
      .default(30),
    /** Months of reads of personal data kept before this month (docs/record-reads.md). */
    RECORD_READS_RETENTION_MONTHS: z.coerce
      .number({ message: 'RECORD_READS_RETENTION_MONTHS must be a number.' })
      .int('RECORD_READS_RETENTION_MONTHS must be a whole number of months.')
      .min(13, 'RECORD_READS_RETENTION_MONTHS must be between 13 and 120.')
      .max(120, 'RECORD_READS_RETENTION_MONTHS must be between 13 and 120.')
      .default(24),
    /** Requests per minute per address for the whole API (login has its own, stricter limits). */
    // Per address: a registration centre's registrars share one address behind its router, and
    // an offline backlog syncs at two requests a record (the signature, then the record).
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(6000),
    /**
     * Which proxies' X-Forwarded-For is believed: none (0, the default), a hop count up to
     * TRUST_PROXY_MAX_HOPS (1: the load balancer in front), or the proxies' private addresses
     * and ranges (10.0.0.0/8,192.168.1.5). Trusting every hop, too many hops or a range with
     * public addresses would let a client name any address and escape every per-address limit.
     */
    TRUST_PROXY: z.string().trim().default('0').transform(trustProxySetting),
    /** API processes sharing the port (node:cluster); one per core on a dedicated server. */
    API_WORKERS: z.coerce
      .number({ message: 'API_WORKERS must be a number.' })
      .int('API_WORKERS must be a whole number.')
      .min(1, 'API_WORKERS must be between 1 and 64.')
      .max(64, 'API_WORKERS must be between 1 and 64.')
      .default(1),
    /** Which payment gateway verifies payment references: the sandbox, or Paystack over HTTP. */
    PAYMENT_GATEWAY: z
      .enum(['sandbox', 'paystack'], { message: 'PAYMENT_GATEWAY must be sandbox or paystack.' })
      .default('sandbox'),
    /** Paystack's API host (PAYMENT_GATEWAY=paystack); a local stub in tests. */
    PAYSTACK_URL: optionalUrl('PAYSTACK_URL'),
    PAYSTACK_SECRET_KEY: credential('PAYSTACK_SECRET_KEY').optional(),
    PAYMENT_TIMEOUT_MS: z.coerce
      .number({ message: 'PAYMENT_TIMEOUT_MS must be a number.' })
      .int()
      .positive('PAYMENT_TIMEOUT_MS must be positive.')
      .default(10_000),
    /** A payment pays for a service only within this many days of being made. */
    PAYMENT_MAX_AGE_DAYS: z.coerce
      .number({ message: 'PAYMENT_MAX_AGE_DAYS must be a number.' })
      .int('PAYMENT_MAX_AGE_DAYS must be a whole number of days.')
      .min(1, 'PAYMENT_MAX_AGE_DAYS must be between 1 and 366.')
      .max(366, 'PAYMENT_MAX_AGE_DAYS must be between 1 and 366.')
      .default(30),
    /**
     * The Ed25519 private key that signs certificates' QR codes (PKCS#8 PEM, or its base64),
     * or a file holding it (a mounted secret). Unset: a key generated into DATA_DIR on first
     * start (development).
     */
    CERTIFICATE_SIGNING_KEY: z.string().optional(),
    CERTIFICATE_SIGNING_KEY_FILE: z.string().trim().min(1).optional(),
    /** Retired keys' public halves (PEM, or base64s separated by commas), or a file of them. */
    CERTIFICATE_RETIRED_PUBLIC_KEYS: z.string().optional(),
    CERTIFICATE_RETIRED_PUBLIC_KEYS_FILE: z.string().trim().min(1).optional(),
    /** The public address certificates' QR codes point at (…/verify/<code>). */
    PUBLIC_URL: optionalUrl('PUBLIC_URL'),
    /** Certificate checks per minute and address at the public GET /api/verify/{code}. */
    VERIFY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
    /** The SMTP server mail goes out through (smtp://host:port); unset: a local sink. */
    SMTP_URL: credential('SMTP_URL')
      .optional()
      .transform((value) => (value ? value : undefined))
      .refine((value) => value === undefined || /^smtps?:\/\/[^/]+/.test(value), {
        message: 'SMTP_URL must look like smtp://host:587 or smtps://user:password@host:465.',
      }),
    /** The From of outgoing mail, e.g. "VitalReg <no-reply@dcr.example.gov.ng>". */
    MAIL_FROM: z.string().trim().min(3).optional(),
    /** The port of the local mail sink (SMTP_URL unset); unset: a free port. */
    SMTP_SINK_PORT: z.coerce
      .number({ message: 'SMTP_SINK_PORT must be a number.' })
      .int()
      .min(0, 'SMTP_SINK_PORT must be between 0 and 65535.')
      .max(65535, 'SMTP_SINK_PORT must be between 0 and 65535.')
      .optional(),
  })
  .superRefine((env, ctx) => {
    if (isProduction(env.NODE_ENV)) {
      for (const [name, message] of productionProblems(env)) {
        ctx.addIssue({ code: 'custom', path: [name], message });
      }
    }
    if (env.CERTIFICATE_SIGNING_KEY && env.CERTIFICATE_SIGNING_KEY_FILE) {
      ctx.addIssue({
        code: 'custom',
        path: ['CERTIFICATE_SIGNING_KEY_FILE'],
        message:
          'CERTIFICATE_SIGNING_KEY_FILE and CERTIFICATE_SIGNING_KEY are both set: set one of them.',
      });
    }
    if (env.API_WORKERS > 1 && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['API_WORKERS'],
        message:
          'API_WORKERS above 1 needs DATABASE_URL: the embedded database belongs to one process.',
      });
    }
    if (env.PAYMENT_GATEWAY === 'paystack') {
      for (const name of ['PAYSTACK_URL', 'PAYSTACK_SECRET_KEY'] as const) {
        if (!env[name])
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: `${name} is required when PAYMENT_GATEWAY is paystack.`,
          });
      }
    }
    if (env.IDENTITY_PROVIDER !== 'nimc') return;
    for (const name of ['NIMC_URL', 'NIMC_USERNAME', 'NIMC_PASSWORD'] as const) {
      if (!env[name])
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `${name} is required when IDENTITY_PROVIDER is nimc.`,
        });
    }
  });

type Env = {
  DATABASE_URL?: string | undefined;
  DEMO?: boolean | undefined;
  IDENTITY_PROVIDER: string;
  NIMC_PASSWORD?: string | undefined;
  PAYMENT_GATEWAY: string;
  PAYSTACK_SECRET_KEY?: string | undefined;
  CERTIFICATE_SIGNING_KEY?: string | undefined;
  CERTIFICATE_SIGNING_KEY_FILE?: string | undefined;
  PUBLIC_URL?: string | undefined;
  SMTP_URL?: string | undefined;
};

/**
 * What a production server (NODE_ENV other than development or test) refuses, each naming its variable: the
 * sandbox identity agency or payment gateway (any SBX-PAID reference would pay any fee), demo
 * accounts and their shared password, the embedded database, short secrets, a signing key
 * generated on one host only, QR codes pointing at no public address, and mail that goes
 * nowhere (first passwords would never arrive).
 */
function productionProblems(env: Env): [keyof Env, string][] {
  const problems: [keyof Env, string][] = [];
  const refuse = (name: keyof Env, message: string) => problems.push([name, message]);
  if (!env.DATABASE_URL) {
    refuse(
      'DATABASE_URL',
      'DATABASE_URL is required in production: the embedded database is for trying the app.',
    );
  }
  if (env.DEMO)
    refuse('DEMO', 'DEMO must be off in production: demo accounts share one known password.');
  if (env.IDENTITY_PROVIDER === 'sandbox') {
    refuse('IDENTITY_PROVIDER', 'IDENTITY_PROVIDER must be nimc in production, not the sandbox.');
  }
  if (env.PAYMENT_GATEWAY === 'sandbox') {
    refuse(
      'PAYMENT_GATEWAY',
      'PAYMENT_GATEWAY must be a real gateway in production, not the sandbox.',
    );
  }
  for (const name of ['NIMC_PASSWORD', 'PAYSTACK_SECRET_KEY'] as const) {
    const secret = env[name];
    if (secret && secret.length < PRODUCTION_SECRET_MIN_LENGTH) {
      refuse(
        name,
        `${name} is too short for production (at least ${PRODUCTION_SECRET_MIN_LENGTH} characters).`,
      );
    }
  }
  if (env.PAYSTACK_SECRET_KEY?.startsWith('sk_test_')) {
    refuse(
      'PAYSTACK_SECRET_KEY',
      'PAYSTACK_SECRET_KEY is a test key (sk_test_...): production needs the live key.',
    );
  }
  if (!env.CERTIFICATE_SIGNING_KEY && !env.CERTIFICATE_SIGNING_KEY_FILE) {
    refuse(
      'CERTIFICATE_SIGNING_KEY',
      'CERTIFICATE_SIGNING_KEY (or CERTIFICATE_SIGNING_KEY_FILE) is required in production: every server must sign with the same key.',
    );
  }
  if (!env.PUBLIC_URL) {
    refuse(
      'PUBLIC_URL',
      "PUBLIC_URL is required in production: certificates' QR codes point at it.",
    );
  } else if (!env.PUBLIC_URL.startsWith('https://')) {
    refuse('PUBLIC_URL', 'PUBLIC_URL must start with https:// in production.');
  }
  if (!env.SMTP_URL) {
    refuse(
      'SMTP_URL',
      'SMTP_URL is required in production: without it mail goes to a local sink and is never sent.',
    );
  }
  return problems;
}

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** Unset: the embedded PGlite database in DATA_DIR/pgdata. */
  databaseUrl: string | undefined;
  databaseReadUrl: string | undefined;
  /** A replica further behind the primary than this is not read from (default 5 seconds). */
  readMaxLagSeconds?: number;
  /** Queries waiting per PostgreSQL pool before new ones answer 503 (500). */
  databaseQueueLimit?: number;
  /** The bearer token of GET /metrics; unset: the route is not served. */
  metricsToken?: string | undefined;
  /** Unset and no databaseUrl: an in-memory PGlite database (tests). */
  inMemoryDatabase?: boolean;
  demo: boolean;
  /** The demo register (seed/register.ts, docs/demo.md): with demo accounts, unless DEMO_REGISTER=0. */
  demoRegister?: boolean;
  demoPassword: string;
  sessionIdleMinutes: number;
  sessionMaxHours: number;
  webDistDir: string;
  dcrAppUrl: string | undefined;
  adminAppUrl: string | undefined;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  identityProvider: 'sandbox' | 'nimc';
  /** Set when identityProvider is nimc. */
  nimc?: NimcSettings | undefined;
  /** Identity look-ups per user and day (200). */
  identityChecksPerDay?: number;
  /** Days the identity agency's answers are kept (30). */
  identityRetentionDays?: number;
  /** E-mail codes per user and hour (20). */
  emailCodesPerHour?: number;
  /** Months of reads of personal data kept before this month (24). */
  recordReadsRetentionMonths?: number;
  rateLimitPerMinute: number;
  /** Fastify's trustProxy: no proxy (0), a hop count, or the proxies' addresses. */
  trustProxy: number | string[];
  /** API processes to run (1 = this process serves). */
  workers?: number;
  paymentGateway?: 'sandbox' | 'paystack';
  /** Set when paymentGateway is paystack. */
  paystack?: PaystackSettings | undefined;
  /** A payment pays for a service only within this many days of being made (30). */
  paymentMaxAgeDays?: number;
  /** Ed25519 private key (PKCS#8 PEM), or its file; both unset: generated into DATA_DIR. */
  certificateSigningKey?: string | undefined;
  certificateSigningKeyFile?: string | undefined;
  /** Retired keys' public halves (PEM), or their file: they still check what they signed. */
  certificateRetiredPublicKeys?: string | undefined;
  certificateRetiredPublicKeysFile?: string | undefined;
  /** Where certificates' QR codes point (…/verify/<code>); unset: http://<host>:<port>. */
  publicUrl?: string | undefined;
  /** Public certificate checks per minute and address (30). */
  verifyRateLimitPerMinute?: number;
  /** Outgoing mail server (smtp://...); unset: a local sink the API starts (development, tests). */
  smtpUrl?: string | undefined;
  mailFrom?: string | undefined;
  /** The local sink's port (unset: a free one). */
  smtpSinkPort?: number | undefined;
}

export interface PaystackSettings {
  url: string;
  secretKey: string;
  timeoutMs: number;
}

export interface NimcSettings {
  url: string;
  username: string;
  password: string;
  timeoutMs: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and checks the environment once at start; throws ConfigError listing every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = issue.path.join('.');
        return issue.message.startsWith(name) ? issue.message : `${name}: ${issue.message}`;
      }),
    );
  }
  const e = parsed.data;
  const root = findRepoRoot();
  const fromRoot = (path: string) => (isAbsolute(path) ? path : resolve(root, path));
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: fromRoot(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseReadUrl: e.DATABASE_READ_URL,
    readMaxLagSeconds: e.DATABASE_READ_MAX_LAG_SECONDS,
    databaseQueueLimit: e.DATABASE_QUEUE_LIMIT,
    metricsToken: e.METRICS_TOKEN,
    // Demo accounts are on by default only on the embedded database; a real server opts in.
    demo: e.DEMO ?? !e.DATABASE_URL,
    demoRegister: (e.DEMO ?? !e.DATABASE_URL) && (e.DEMO_REGISTER ?? true),
    demoPassword: e.DEMO_PASSWORD,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    sessionMaxHours: e.SESSION_MAX_HOURS,
    webDistDir: fromRoot(e.WEB_DIST_DIR),
    dcrAppUrl: e.DCR_APP_URL,
    adminAppUrl: e.ADMIN_APP_URL,
    logLevel: e.LOG_LEVEL,
    identityProvider: e.IDENTITY_PROVIDER,
    nimc:
      e.IDENTITY_PROVIDER === 'nimc' && e.NIMC_URL
        ? {
            url: e.NIMC_URL,
            username: e.NIMC_USERNAME ?? '',
            password: e.NIMC_PASSWORD ?? '',
            timeoutMs: e.NIMC_TIMEOUT_MS,
          }
        : undefined,
    identityChecksPerDay: e.IDENTITY_CHECKS_PER_DAY,
    identityRetentionDays: e.IDENTITY_RETENTION_DAYS,
    emailCodesPerHour: e.EMAIL_CODES_PER_HOUR,
    recordReadsRetentionMonths: e.RECORD_READS_RETENTION_MONTHS,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    trustProxy: e.TRUST_PROXY,
    workers: e.API_WORKERS,
    paymentGateway: e.PAYMENT_GATEWAY,
    paystack:
      e.PAYMENT_GATEWAY === 'paystack' && e.PAYSTACK_URL
        ? {
            url: e.PAYSTACK_URL,
            secretKey: e.PAYSTACK_SECRET_KEY ?? '',
            timeoutMs: e.PAYMENT_TIMEOUT_MS,
          }
        : undefined,
    paymentMaxAgeDays: e.PAYMENT_MAX_AGE_DAYS,
    certificateSigningKey: e.CERTIFICATE_SIGNING_KEY,
    certificateSigningKeyFile:
      e.CERTIFICATE_SIGNING_KEY_FILE && fromRoot(e.CERTIFICATE_SIGNING_KEY_FILE),
    certificateRetiredPublicKeys: e.CERTIFICATE_RETIRED_PUBLIC_KEYS,
    certificateRetiredPublicKeysFile:
      e.CERTIFICATE_RETIRED_PUBLIC_KEYS_FILE && fromRoot(e.CERTIFICATE_RETIRED_PUBLIC_KEYS_FILE),
    publicUrl: e.PUBLIC_URL,
    verifyRateLimitPerMinute: e.VERIFY_RATE_LIMIT_PER_MINUTE,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    smtpSinkPort: e.SMTP_SINK_PORT,
  };
}
