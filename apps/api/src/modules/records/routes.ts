import {
  capitalise,
  APPLICATION_STATUSES,
  envelopeSchema,
  errorEnvelopeSchema,
  listSchema,
  queryRecordSchema,
  RECORD_LIST_MAX_PAGE,
  recordListQuerySchema,
  recordStatsSchema,
  type RecordKind,
  type RegistrationPlace,
} from '@vitalreg/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bearerAuth,
  builtAnswerSerializer,
  idempotencyHeaders,
  listAnswerText,
  ok,
  optionalIdempotencyHeaders,
  requestContext,
  responses,
} from '../../http.ts';
import { sessionOf } from '../../plugins/auth.ts';
import type { AuthSession } from '../auth/service.ts';
import { submissionPaymentCheck } from './paid.ts';
import { detailFor, listFor, statsFor } from './reads.ts';
import {
  approveRecord,
  queryRecord,
  recordMessages,
  resubmitRecord,
  submitRecord,
} from './service.ts';
import { submissionChecks } from './submission-checks.ts';

/** What a kind's routes are made of: its declaration and its answers' schemas. */
export interface RecordRoutesOf<S extends RegistrationPlace = RegistrationPlace> {
  kind: RecordKind<S>;
  /** A list row (the summary); lists are sent as PostgreSQL wrote them, the schema documents. */
  summarySchema: z.ZodType;
  /** One record with its particulars, flags and history. */
  detailSchema: z.ZodType;
  /** OpenAPI tag. */
  tag: string;
  /** The body of `POST /add` when it is narrower than the kind's schema (default: the schema). */
  addBody?: z.ZodType;
  /** A kind's own check before saving a submission, after the engine's (e.g. 409 when already registered). */
  check?: KindSubmissionCheck;
}

/** A kind's own check of a new submission (RecordRoutesOf.check). */
export type KindSubmissionCheck = (
  app: Parameters<FastifyPluginAsyncZod>[0],
  submission: RegistrationPlace,
  session: AuthSession,
) => Promise<void>;

const recordId = z.coerce.number<unknown>().int().positive().max(Number.MAX_SAFE_INTEGER);
const idParams = z.object({ id: recordId });
const pageParams = z.object({
  page: z.coerce.number<unknown>().int().positive().max(RECORD_LIST_MAX_PAGE),
});

const submittedSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  status: z.enum(APPLICATION_STATUSES),
});
const approvedSchema = submittedSchema.loose().extend({ certificate_number: z.string() });

const withConflicts = <T extends z.ZodType>(data: T) => ({
  ...responses(data),
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
});

/** A list of summaries, sent as the JSON text listAnswerText makes (the schema documents it). */
function sendList(reply: FastifyReply, list: Parameters<typeof listAnswerText>[0]) {
  return reply.type('application/json; charset=utf-8').send(listAnswerText(list));
}

/** The engine's checks of a submission, then the kind's own (RecordRoutesOf.check). */
function checksOf(app: Parameters<FastifyPluginAsyncZod>[0], check?: KindSubmissionCheck) {
  const checks = submissionChecks(app);
  if (!check) return checks;
  const withKind: typeof checks = async (kind, submission, session, context) => {
    const centre = await checks(kind, submission, session, context);
    await check(app, submission, session);
    return centre;
  };
  return withKind;
}

/**
 * `POST {path}`: submits a record of the kind with `body` (default: the kind's schema). Mounted
 * at `/add` by recordRoutes; a kind with a second submit path (attestation without a NIN) mounts
 * it again under its own prefix.
 */
export function submitRoute(
  app: Parameters<FastifyPluginAsyncZod>[0],
  { kind, tag, check }: Pick<RecordRoutesOf, 'kind' | 'tag' | 'check'>,
  path: string,
  body: z.ZodType = kind.submissionSchema,
): void {
  const checks = checksOf(app, check);
  const paymentCheck = submissionPaymentCheck(app, kind);
  const db = app.database.statementDb;
  app.post(
    path,
    {
      onRequest: app.requireAction('submit', kind),
      schema: {
        tags: [tag],
        summary: `Submit a ${kind.name} (Idempotency-Key required)`,
        security: bearerAuth,
        headers: idempotencyHeaders,
        body,
        response: { ...withConflicts(submittedSchema), 201: envelopeSchema(submittedSchema) },
      },
    },
    async (request, reply) => {
      const answer = await submitRecord(
        db,
        kind,
        sessionOf(request),
        requestContext(request),
        request.body as RegistrationPlace,
        request.headers['idempotency-key'],
        checks,
        paymentCheck,
      );
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(answer.statusCode).send(answer.body as never);
    },
  );
}

/**
 * The registrar's side of a kind at `/api/{apiPath}` (spec section 7): submit, list, statistics,
 * open and resubmit. `GET /` is the first page of the list.
 */
export function recordRoutes({
  kind,
  summarySchema,
  detailSchema,
  tag,
  addBody,
  check,
}: RecordRoutesOf): FastifyPluginAsyncZod {
  return async (app) => {
    const checks = checksOf(app, check);
    const canResubmit = app.requireAction('resubmit', kind);
    const canList = app.requirePermission(kind.permissions.list);
    const tags = [tag];
    const list = listSchema(summarySchema);
    const plural = `${kind.name}s`;

    submitRoute(app, { kind, tag, ...(check ? { check } : {}) }, '/add', addBody);

    const listRoute = (path: string, params: z.ZodType | undefined) =>
      app.get(
        path,
        {
          onRequest: canList,
          schema: {
            tags,
            summary: `${capitalise(plural)} in the caller's area, newest first`,
            security: bearerAuth,
            ...(params ? { params } : {}),
            querystring: recordListQuerySchema,
            response: responses(list),
          },
        },
        async (request, reply) => {
          const { page } = (request.params ?? {}) as { page?: number };
          return sendList(
            reply,
            await listFor(
              app.database,
              app.displayNames,
              kind.key,
              sessionOf(request).scope,
              { ...request.query, page: page ?? request.query.page },
              'newest',
            ),
          );
        },
      );
    listRoute('/', undefined);
    listRoute('/list/:page', pageParams);

    // `stats` is the spec's path for deaths and stillbirths, `stats/self` for births: both.
    for (const path of ['/stats', '/stats/self']) {
      app.get(
        path,
        {
          onRequest: canList,
          schema: {
            tags,
            summary: `Counts of ${plural} in the caller's area`,
            security: bearerAuth,
            response: responses(recordStatsSchema),
          },
          serializerCompiler: builtAnswerSerializer,
        },
        async (request) =>
          ok(await statsFor(app.readDb, kind.key, sessionOf(request).scope, new Date())),
      );
    }

    detailRoute(app, { kind, detailSchema, tags, onRequest: canList }, '(404 outside your area)');

    app.patch(
      '/:id',
      {
        onRequest: canResubmit,
        schema: {
          tags,
          summary: `Fix and resubmit a queried ${kind.name} (queried -> pending; Idempotency-Key optional)`,
          security: bearerAuth,
          params: idParams,
          headers: optionalIdempotencyHeaders,
          body: kind.submissionSchema,
          response: withConflicts(submittedSchema),
        },
      },
      async (request, reply) => {
        const answer = await resubmitRecord(
          app.db,
          kind,
          sessionOf(request),
          requestContext(request),
          request.params.id,
          request.body as RegistrationPlace,
          checks,
          request.headers['idempotency-key'],
        );
        if (answer.replayed) reply.header('idempotent-replayed', 'true');
        return reply.code(200).send(answer.body as never);
      },
    );
  };
}

/** `GET /:id`: one record with its particulars, flags and history, in the caller's area. */
function detailRoute(
  app: Parameters<FastifyPluginAsyncZod>[0],
  {
    kind,
    detailSchema,
    tags,
    onRequest,
  }: Pick<RecordRoutesOf, 'kind' | 'detailSchema'> & {
    tags: string[];
    onRequest?: ReturnType<typeof app.requirePermission>;
  },
  purpose: string,
) {
  app.get(
    '/:id',
    {
      ...(onRequest ? { onRequest } : {}),
      schema: {
        tags,
        summary: `One ${kind.name} with its history ${purpose}`,
        security: bearerAuth,
        params: idParams,
        response: withConflicts(detailSchema),
      },
    },
    async (request) =>
      ok(await detailFor(app.db, app.displayNames, kind, sessionOf(request), request.params.id)),
  );
}

const rejectBodySchema = queryRecordSchema.extend({ id: recordId });

/** The reviewer's side of a kind at `/api/dcr/registrations/{reviewPath}` (spec section 7). */
export function recordReviewRoutes({
  kind,
  summarySchema,
  detailSchema,
  tag,
}: RecordRoutesOf): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.requirePermission(['Can_Review_Records']));
    // A reviewer works on the kinds their role may list.
    app.addHook('onRequest', app.requirePermission(kind.permissions.list));
    const tags = [`${tag} review`];
    const messages = recordMessages(kind);

    app.get(
      '/',
      {
        schema: {
          tags,
          summary: `${capitalise(kind.name)}s to review in the caller's area (pending), oldest first`,
          security: bearerAuth,
          querystring: recordListQuerySchema,
          response: responses(listSchema(summarySchema)),
        },
      },
      async (request, reply) =>
        sendList(
          reply,
          await listFor(
            app.database,
            app.displayNames,
            kind.key,
            sessionOf(request).scope,
            { ...request.query, status: request.query.status ?? 'pending' },
            'oldest',
          ),
        ),
    );

    const approve = {
      schema: {
        tags,
        summary: `Approve a pending ${kind.name} and assign its certificate number`,
        security: bearerAuth,
        params: idParams,
        response: withConflicts(approvedSchema),
      },
    };
    const approveHandler = async (request: FastifyRequest<{ Params: { id: number } }>) =>
      ok(
        await approveRecord(
          app.db,
          kind,
          sessionOf(request),
          requestContext(request),
          request.params.id,
        ),
        messages.approved,
      );
    // The spec makes approval a GET; POST is there for clients that will not change state on GET.
    // No HEAD twin: Fastify would run the handler for it, and a HEAD (a link checker, a
    // prefetch) would approve the record.
    app.get('/approve/:id', { ...approve, exposeHeadRoute: false }, approveHandler);
    app.post('/approve/:id', approve, approveHandler);

    app.post(
      '/reject',
      {
        schema: {
          tags,
          summary: `Query a pending ${kind.name} back to its registrar with a reason`,
          security: bearerAuth,
          body: rejectBodySchema,
          response: withConflicts(submittedSchema),
        },
      },
      async (request) =>
        ok(
          await queryRecord(
            app.db,
            kind,
            sessionOf(request),
            requestContext(request),
            request.body.id,
            request.body.reason,
          ),
          messages.queried,
        ),
    );

    detailRoute(app, { kind, detailSchema, tags }, 'for review');
  };
}

/**
 * Mounts a kind's registrar routes at `/api/{apiPath}` and reviewer routes beside them. The
 * engine holds the kind as taking any registration submission: each route gives its functions
 * only what the kind's own schema parsed.
 */
export function recordKindRoutes<S extends RegistrationPlace>(
  of: RecordRoutesOf<S>,
): FastifyPluginAsyncZod {
  const engine = { ...of, kind: of.kind as unknown as RecordKind<RegistrationPlace> };
  return async (app) => {
    await app.register(recordRoutes(engine), { prefix: `/api/${of.kind.apiPath}` });
    await app.register(recordReviewRoutes(engine), {
      prefix: `/api/dcr/registrations/${of.kind.reviewPath}`,
    });
  };
}
