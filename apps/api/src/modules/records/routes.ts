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
  type RegistrationPlace,
} from '@vitalreg/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bearerAuth,
  builtAnswerSerializer,
  listAnswerText,
  ok,
  requestContext,
  responses,
} from '../../http.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { requiredKey, sendAnswer, type IdempotencyOption } from '../../plugins/idempotency.ts';
import type { AnyRecordKind } from './kind.ts';
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

/**
 * A submission's key is stored by the statement that saves it (submissions.ts), so a replay is
 * told by its failing, and a first submission spends no look-up.
 */
const SUBMISSION_KEY: IdempotencyOption = { required: true, replay: 'on-failure' };

/** A resubmission's key: the record's id is hashed too (another record, another request). */
const RESUBMISSION_KEY: IdempotencyOption = {
  hashed: (request) => ({
    resubmit: (request.params as { id: number }).id,
    submission: request.body,
  }),
};

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

/**
 * `POST /api/{path}`: submits a record of the kind with `body`: `{apiPath}/add` with the kind's
 * schema, or the kind's own submit paths (attestation without a NIN).
 */
function submitRoutes(kind: AnyRecordKind): FastifyPluginAsyncZod {
  return async (app) => {
    const checks = submissionChecks(app);
    const paymentCheck = submissionPaymentCheck(app, kind);
    // The submission's saving statement, shared with those arriving together (db/batches.ts).
    const db = app.database.batchDb;
    const paths = kind.submitPaths ?? [
      { path: `${kind.apiPath}/add`, body: kind.submissionSchema },
    ];
    for (const { path, body } of paths) {
      app.post(
        `/${path}`,
        {
          onRequest: app.requireAction('submit', kind),
          config: { idempotency: SUBMISSION_KEY },
          schema: {
            tags: [kind.name],
            summary: `Submit a ${kind.name} (Idempotency-Key required)`,
            security: bearerAuth,
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
            requiredKey(request),
            checks,
            paymentCheck,
          );
          return reply.code(201).send(answer as never);
        },
      );
    }
  };
}

/**
 * The registrar's side of a kind at `/api/{apiPath}` (spec section 7): list, statistics, open
 * and resubmit. `GET /` is the first page of the list.
 */
function recordRoutes(kind: AnyRecordKind): FastifyPluginAsyncZod {
  return async (app) => {
    const checks = submissionChecks(app);
    const canResubmit = app.requireAction('resubmit', kind);
    const canList = app.requirePermission(kind.permissions.list);
    const tags = [kind.name];
    const list = listSchema(kind.summarySchema);
    const plural = `${kind.name}s`;

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
              kind,
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

    detailRoute(app, { kind, tags, onRequest: canList }, '(404 outside your area)');

    app.patch(
      '/:id',
      {
        onRequest: canResubmit,
        config: { idempotency: RESUBMISSION_KEY },
        schema: {
          tags,
          summary: `Fix and resubmit a queried ${kind.name} (queried -> pending; Idempotency-Key optional)`,
          security: bearerAuth,
          params: idParams,
          body: kind.submissionSchema,
          response: withConflicts(submittedSchema),
        },
      },
      async (request, reply) =>
        sendAnswer(
          reply,
          await resubmitRecord(
            app.db,
            kind,
            sessionOf(request),
            requestContext(request),
            request.params.id,
            request.body as RegistrationPlace,
            checks,
            request.idempotency,
          ),
        ),
    );
  };
}

/** `GET /:id`: one record with its particulars, flags and history, in the caller's area. */
function detailRoute(
  app: Parameters<FastifyPluginAsyncZod>[0],
  {
    kind,
    tags,
    onRequest,
  }: {
    kind: AnyRecordKind;
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
        response: withConflicts(kind.detailSchema),
      },
    },
    async (request) =>
      ok(await detailFor(app.db, app.displayNames, kind, sessionOf(request), request.params.id)),
  );
}

const rejectBodySchema = queryRecordSchema.extend({ id: recordId });

/** The reviewer's side of a kind at `/api/dcr/registrations/{reviewPath}` (spec section 7). */
function recordReviewRoutes(kind: AnyRecordKind): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.requirePermission(['Can_Review_Records']));
    // A reviewer works on the kinds their role may list.
    app.addHook('onRequest', app.requirePermission(kind.permissions.list));
    const tags = [`${kind.name} review`];
    const messages = recordMessages(kind);

    app.get(
      '/',
      {
        schema: {
          tags,
          summary: `${capitalise(kind.name)}s to review in the caller's area (pending), oldest first`,
          security: bearerAuth,
          querystring: recordListQuerySchema,
          response: responses(listSchema(kind.summarySchema)),
        },
      },
      async (request, reply) =>
        sendList(
          reply,
          await listFor(
            app.database,
            app.displayNames,
            kind,
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

    detailRoute(app, { kind, tags }, 'for review');
  };
}

/**
 * Mounts a kind at the spec's paths: its registrar routes at `/api/{apiPath}`, its reviewer
 * routes at `/api/dcr/registrations/{reviewPath}` and its submit paths. The engine holds the
 * kind as taking any registration submission: each route gives its functions only what the
 * kind's own schema parsed.
 */
export function recordKindRoutes(kind: AnyRecordKind): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(recordRoutes(kind), { prefix: `/api/${kind.apiPath}` });
    await app.register(recordReviewRoutes(kind), {
      prefix: `/api/dcr/registrations/${kind.reviewPath}`,
    });
    await app.register(submitRoutes(kind), { prefix: '/api' });
  };
}
