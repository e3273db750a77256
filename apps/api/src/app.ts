import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { APP_VERSION, PRODUCT_NAME, RECORD_KIND_DECLARATIONS } from '@vitalreg/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { invalid } from './errors.ts';
import { startAuditChainer } from './modules/audit/chainer.ts';
import { registerRecordReads } from './modules/record-reads/register.ts';
import { keepReadMonthsCleanup } from './modules/record-reads/retention.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { DisplayNames } from './modules/display-names/display-names.ts';
import { documentRoutes } from './modules/documents/routes.ts';
import { registerBlobStore } from './modules/documents/service.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { identityRoutes } from './modules/identity/routes.ts';
import { pruneIdentityData, registerIdentity } from './modules/identity/service.ts';
import { optionRoutes } from './modules/options/routes.ts';
import { certificateRoutes, verificationRoutes } from './modules/certificates/routes.ts';
import { registerCertificates } from './modules/certificates/service.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { registerPayments } from './modules/payments/service.ts';
import { registerRecordKinds, type AnyRecordKind } from './modules/records/kind.ts';
import { modificationRoutes } from './modules/modifications/routes.ts';
import { recordKindRoutes } from './modules/records/routes.ts';
import { reprintRoutes } from './modules/reprint/routes.ts';
import { registerAuth } from './plugins/auth.ts';
import {
  openConfiguredDatabase,
  prepareDatabase,
  registerReadRouting,
} from './plugins/database.ts';
import { frameworkErrors, registerErrorHandling } from './plugins/error-handler.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerRateLimits } from './plugins/rate-limit.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { pruneRateCounts } from './plugins/rate-counts.ts';
import { startHousekeeping, type Cleanup } from './plugins/housekeeping.ts';
import { pruneIdempotencyKeys, registerIdempotency } from './plugins/idempotency.ts';
import { pruneExpired } from './modules/auth/repository.ts';
import { pruneHandoffs } from './modules/auth/handoff.ts';
import { trackInFlight } from './plugins/in-flight.ts';
import { logSerializers, newRequestId, REDACT_PATHS } from './plugins/logging.ts';
import { registerStaticWeb, webDistAvailable } from './plugins/static-web.ts';
import { registerMail } from './integrations/mail/index.ts';
import { emailCodeRoutes } from './modules/email-codes/routes.ts';
import { EMAIL_CODES_PER_USER_PER_HOUR } from './modules/email-codes/service.ts';
import { reissuanceRoutes } from './modules/reissuance/routes.ts';
import { adhocStaffRoutes, userRoutes } from './modules/staff/routes.ts';
import { roleRoutes } from './modules/roles/routes.ts';
import { centreRoutes } from './modules/centres/routes.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';
import { estimateRoutes } from './modules/estimates/routes.ts';
import { seedDemoRegister } from './seed/register.ts';
import { demoRoutes } from './modules/demo/routes.ts';

export interface BuildOptions {
  /** Where log lines go (tests capture them); stdout by default. */
  logStream?: NodeJS.WritableStream;
  /** An already opened database (tests); otherwise opened from the config. */
  database?: DatabaseHandle;
  /** The record kinds served (a test may add one); every kind of the registry by default. */
  kinds?: readonly AnyRecordKind[];
}

const nulRefused = () => invalid('Text must not contain NUL characters.');
/** A JSON `\u` escape: after an even number of backslashes (`\\u0000` is a backslash and text). */
const ESCAPE = String.raw`(?<!\\)(?:\\\\)*\\u`;
const NUL_ESCAPE = new RegExp(`${ESCAPE}0000`, 'i');
/** A \uD800-\uDFFF escape that is not half of a pair: JSON allows it, PostgreSQL's jsonb does not. */
const LONE_SURROGATE = new RegExp(
  String.raw`${ESCAPE}d[89ab][0-9a-f]{2}(?!\\ud[c-f][0-9a-f]{2})` +
    String.raw`|(?<!\\ud[89ab][0-9a-f]{2})${ESCAPE}d[c-f][0-9a-f]{2}`,
  'i',
);
const surrogateRefused = () =>
  invalid('Text must not contain unpaired surrogate characters (\\uD800-\\uDFFF).');

/** What housekeeping removes, at start and hourly: old sessions, keys, ended rate counts. */
const CLEANUPS: readonly Cleanup[] = [
  pruneExpired,
  pruneIdempotencyKeys,
  pruneHandoffs,
  pruneRateCounts,
];

/** How long close waits for requests in flight before ending the database pools. */
const CLOSE_DRAIN_MS = 8_000;

/** Request bodies above this are refused with 413 (record uploads may set their own limit). */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Builds the whole application (what tests drive with app.inject); server.ts only listens.
 * Order: external plugins, then the app's own (database, errors, auth), then routes.
 */

/**
 * Fastify's trustProxy from TRUST_PROXY: no proxy, the n hops nearest the server (as proxy-addr
 * counts them: hop 0 is the socket's address), or the proxies' addresses and ranges.
 */
export function trustedProxies(
  trust: AppConfig['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return trust === 0 ? false : (_address, hop) => hop < trust;
}

export async function buildApp(
  config: AppConfig,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACT_PATHS, censor: '[REDACTED]' },
      serializers: logSerializers,
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // Our own id for every request, never the caller's X-Request-Id (logging.ts: newRequestId).
    requestIdHeader: false,
    genReqId: newRequestId,
    // An address the router cannot read answers the envelope like any other refusal.
    frameworkErrors,
    trustProxy: trustedProxies(config.trustProxy),
    bodyLimit: BODY_LIMIT_BYTES,
    // Long enough for slow connections at registration centres, short enough to shed stuck ones.
    requestTimeout: 120_000,
  }).withTypeProvider<ZodTypeProvider>();

  const inFlight = trackInFlight(app);
  // First, so that every plugin's routes (the API reference's pages too) answer with it.
  const spaFallback = webDistAvailable(config.webDistDir);
  registerErrorHandling(app, { spaFallback });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // An empty JSON body (e.g. POST /api/auth/logout from some clients) means "no body".
  // NUL characters and unpaired surrogates are refused here, once: PostgreSQL cannot store them.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    const text = body as string;
    if (text.includes('\0') || NUL_ESCAPE.test(text)) return done(nulRefused(), undefined);
    if (LONE_SURROGATE.test(text)) return done(surrogateRefused(), undefined);
    return parseJson(request, text, done);
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // API answers carry personal data: never kept by a browser or proxy (a centre's PCs are
    // shared). A route whose answer may be kept says so itself (lookup lists, public pages).
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    if (request.url.includes('%00')) throw nulRefused();
  });

  // --- external plugins
  await registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI/emotion writes style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Plain-HTTP intranet deployments must keep working.
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(swagger, {
    openapi: {
      info: { title: `${PRODUCT_NAME} API`, version: APP_VERSION },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
    // The schemas with an id (the error envelope) as components, referred to by every route.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  // --- the application's own plugins
  const database = options.database ?? (await openConfiguredDatabase(config));
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('readDb', database.readDb);
  registerReadRouting(app, config);
  const cleanups = [
    ...CLEANUPS,
    pruneIdentityData(config.identityRetentionDays),
    keepReadMonthsCleanup(config.recordReadsRetentionMonths, app.log),
  ];
  app.decorate('demoAccounts', await prepareDatabase(database, config, app.log, cleanups));
  // A root hook, so the general limit applies before any route's own hooks (authentication too).
  await registerRateLimits(app, config.rateLimitPerMinute);
  const chainer = startAuditChainer(database.db, app.log);
  const stopHousekeeping = startHousekeeping(database.db, app.log, cleanups);
  // Before the routes: it hooks the reads of personal data as they are declared.
  const recordReads = registerRecordReads(app);
  // Close order: stop accepting (Fastify), let the requests in flight and their handlers finish,
  // chain the last audit events and write the last reads, then end the pools.
  app.addHook('onClose', async () => {
    if (!(await inFlight.drained(CLOSE_DRAIN_MS))) {
      app.log.warn({ inFlight: inFlight.count }, 'closing with requests still in flight');
    }
    stopHousekeeping();
    await chainer.stop();
    await recordReads.stop();
    if (!options.database) await database.close();
  });

  const sessionSettings = {
    idleMinutes: config.sessionIdleMinutes,
    maxHours: config.sessionMaxHours,
  };
  await registerAuth(app, sessionSettings);
  registerIdempotency(app);
  registerRecordKinds(app, options.kinds ?? Object.values(RECORD_KIND_DECLARATIONS));
  const displayNames = new DisplayNames();
  await displayNames.start(database);
  app.decorate('displayNames', displayNames);
  registerIdentity(app, config);
  registerBlobStore(app, config);
  registerCertificates(app, config);
  registerPayments(app, config);
  await registerMail(app, config);
  // After the identity agency and the payment gateway (it times them), before the routes.
  registerMetrics(app, { token: config.metricsToken, pools: database.pools });
  const { replica } = database;
  if (replica) app.metrics.feedReplicaLag(async () => replica.status().lagSeconds ?? undefined);

  // --- routes
  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(authRoutes, {
    prefix: '/api/auth',
    ...sessionSettings,
    otherAccess: { dcr: config.dcrAppUrl, admin: config.adminAppUrl },
  });
  await app.register(optionRoutes, {
    prefix: '/api/option',
    dcrAppUrl: config.dcrAppUrl,
    adminAppUrl: config.adminAppUrl,
    sessionIdleMinutes: config.sessionIdleMinutes,
  });
  await app.register(identityRoutes, { prefix: '/api' });
  await app.register(documentRoutes, { prefix: '/api/documents' });
  for (const kind of app.recordKinds.list) await app.register(recordKindRoutes(kind));
  await app.register(paymentRoutes, { prefix: '/api/payments' });
  await app.register(certificateRoutes, { prefix: '/api/certificates' });
  await app.register(verificationRoutes, { prefix: '/api/verify' });
  await app.register(reprintRoutes, { prefix: '/api/reprint' });
  await app.register(emailCodeRoutes, {
    prefix: '/api/email-codes',
    perHour: config.emailCodesPerHour ?? EMAIL_CODES_PER_USER_PER_HOUR,
  });
  await app.register(reissuanceRoutes, { prefix: '/api/reissuance' });
  await app.register(modificationRoutes, { prefix: '/api/modification' });
  await app.register(adhocStaffRoutes, { prefix: '/api/adhoc-staff' });
  await app.register(userRoutes, { prefix: '/api/users' });
  await app.register(roleRoutes, { prefix: '/api/roles' });
  await app.register(centreRoutes, { prefix: '/api/centres' });
  await app.register(dashboardRoutes, { prefix: '/api/dashboard' });
  await app.register(estimateRoutes, { prefix: '/api/dashboard/estimates' });
  await app.register(demoRoutes, { prefix: '/api/demo', demo: config.demo });
  if (spaFallback) await registerStaticWeb(app, config.webDistDir);

  // After the routes: the register is made by their services (docs/demo.md), once.
  if (config.demo && config.demoRegister) {
    const started = Date.now();
    const seeded = await database.withStartupLock(() =>
      seedDemoRegister(app, { now: new Date(), password: config.demoPassword }),
    );
    if (seeded > 0) {
      app.log.info({ records: seeded, ms: Date.now() - started }, 'demo register seeded');
    }
  }

  return app;
}
