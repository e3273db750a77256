import {
  APPLICATION_STATUSES,
  birthRegistrationDetailSchema,
  birthRegistrationListQuerySchema,
  birthRegistrationStatsSchema,
  birthRegistrationSubmissionSchema,
  birthRegistrationSummarySchema,
  envelopeSchema,
  errorEnvelopeSchema,
  queryBirthRegistrationSchema,
  listSchema,
} from '@vitalreg/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerAuth, builtAnswerSerializer, listAnswerText, ok, responses } from '../../http.ts';
import { sessionOf } from '../../plugins/auth.ts';
import type { RequestContext } from '../auth/service.ts';
import { submissionChecks } from './submission-checks.ts';
import {
  approveBirthRegistration,
  BIRTH_MESSAGES,
  detailFor,
  listFor,
  queryBirthRegistration,
  resubmitBirthRegistration,
  statsFor,
  submitBirthRegistration,
} from './service.ts';

const IDEMPOTENCY_KEY_MESSAGE =
  'Send an Idempotency-Key header: 8 to 100 letters, digits, dashes or underscores (a UUID).';

const idempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string({ error: IDEMPOTENCY_KEY_MESSAGE })
    .regex(/^[A-Za-z0-9_-]{8,100}$/, IDEMPOTENCY_KEY_MESSAGE),
});

const optionalIdempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string({ error: IDEMPOTENCY_KEY_MESSAGE })
    .regex(/^[A-Za-z0-9_-]{8,100}$/, IDEMPOTENCY_KEY_MESSAGE)
    .optional(),
});

const idParams = z.object({
  id: z.coerce.number<unknown>().int().positive().max(Number.MAX_SAFE_INTEGER),
});
const pageParams = z.object({
  page: z.coerce.number<unknown>().int().positive().max(1_000_000),
});

const submittedSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  status: z.enum(APPLICATION_STATUSES),
});
const approvedSchema = submittedSchema.extend({ certificate_number: z.string() });

const birthListSchema = listSchema(birthRegistrationSummarySchema);

const withConflicts = <T extends z.ZodType>(data: T) => ({
  ...responses(data),
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
});

/** A list of summaries, sent as the JSON text listAnswerText makes (the schema documents it). */
function sendList(reply: FastifyReply, list: Parameters<typeof listAnswerText>[0]) {
  return reply.type('application/json; charset=utf-8').send(listAnswerText(list));
}

function contextOf(request: FastifyRequest): RequestContext {
  return { ip: request.ip, requestId: request.id, now: new Date() };
}

/** The registrar's side: submit, list, statistics, open and resubmit (spec section 7). */
export const birthRegistrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const checks = submissionChecks(app);
  const canSee = app.requirePermission(['Can_See_Birth']);
  const canList = app.requirePermission(['Can_List_Birth', 'Can_See_Birth']);
  const tags = ['birth registration'];

  app.post(
    '/add',
    {
      onRequest: canSee,
      schema: {
        tags,
        summary: 'Submit a birth registration (Idempotency-Key required)',
        security: bearerAuth,
        headers: idempotencyHeaders,
        body: birthRegistrationSubmissionSchema,
        response: { ...withConflicts(submittedSchema), 201: envelopeSchema(submittedSchema) },
      },
    },
    async (request, reply) => {
      const answer = await submitBirthRegistration(
        app.database.statementDb,
        sessionOf(request),
        contextOf(request),
        request.body,
        request.headers['idempotency-key'],
        checks,
      );
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(answer.statusCode).send(answer.body as never);
    },
  );

  app.get(
    '/list/:page',
    {
      onRequest: canList,
      schema: {
        tags,
        summary: "Birth registrations in the caller's area, newest first",
        security: bearerAuth,
        params: pageParams,
        querystring: birthRegistrationListQuerySchema,
        response: responses(birthListSchema),
      },
    },
    async (request, reply) =>
      sendList(
        reply,
        await listFor(
          app.database,
          app.displayNames,
          sessionOf(request).scope,
          { ...request.query, page: request.params.page },
          'newest',
        ),
      ),
  );

  app.get(
    '/stats/self',
    {
      onRequest: canList,
      schema: {
        tags,
        summary: "Counts of birth registrations in the caller's area",
        security: bearerAuth,
        response: responses(birthRegistrationStatsSchema),
      },
      serializerCompiler: builtAnswerSerializer,
    },
    async (request) => ok(await statsFor(app.readDb, sessionOf(request).scope, new Date())),
  );

  app.get(
    '/:id',
    {
      onRequest: canList,
      schema: {
        tags,
        summary: 'One birth registration with its history (404 outside your area)',
        security: bearerAuth,
        params: idParams,
        response: withConflicts(birthRegistrationDetailSchema),
      },
    },
    async (request) =>
      ok(await detailFor(app.db, app.displayNames, sessionOf(request).scope, request.params.id)),
  );

  app.patch(
    '/:id',
    {
      onRequest: canSee,
      schema: {
        tags,
        summary:
          'Fix and resubmit a queried birth registration (queried -> pending; Idempotency-Key optional)',
        security: bearerAuth,
        params: idParams,
        headers: optionalIdempotencyHeaders,
        body: birthRegistrationSubmissionSchema,
        response: withConflicts(submittedSchema),
      },
    },
    async (request, reply) => {
      const answer = await resubmitBirthRegistration(
        app.db,
        sessionOf(request),
        contextOf(request),
        request.params.id,
        request.body,
        checks,
        request.headers['idempotency-key'],
      );
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(200).send(answer.body as never);
    },
  );
};

const rejectBodySchema = queryBirthRegistrationSchema.extend({
  id: z.coerce.number<unknown>().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/** The reviewer's side (spec section 7, /dcr/registrations/birth...). */
export const birthReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requirePermission(['Can_Review_Records']));
  const tags = ['birth registration review'];

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: "Birth registrations to review in the caller's area (pending), oldest first",
        security: bearerAuth,
        querystring: birthRegistrationListQuerySchema,
        response: responses(birthListSchema),
      },
    },
    async (request, reply) =>
      sendList(
        reply,
        await listFor(
          app.database,
          app.displayNames,
          sessionOf(request).scope,
          { ...request.query, status: request.query.status ?? 'pending' },
          'oldest',
        ),
      ),
  );

  const approve = {
    schema: {
      tags,
      summary: 'Approve a pending birth registration and assign its certificate number',
      security: bearerAuth,
      params: idParams,
      response: withConflicts(approvedSchema),
    },
  };
  const approveHandler = async (request: FastifyRequest<{ Params: { id: number } }>) =>
    ok(
      await approveBirthRegistration(
        app.db,
        sessionOf(request),
        contextOf(request),
        request.params.id,
      ),
      BIRTH_MESSAGES.approved,
    );
  // The spec makes approval a GET; POST is there for clients that will not change state on GET.
  app.get('/approve/:id', approve, approveHandler);
  app.post('/approve/:id', approve, approveHandler);

  app.post(
    '/reject',
    {
      schema: {
        tags,
        summary: 'Query a pending birth registration back to its registrar with a reason',
        security: bearerAuth,
        body: rejectBodySchema,
        response: withConflicts(submittedSchema),
      },
    },
    async (request) =>
      ok(
        await queryBirthRegistration(
          app.db,
          sessionOf(request),
          contextOf(request),
          request.body.id,
          request.body.reason,
        ),
        BIRTH_MESSAGES.queried,
      ),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One birth registration with its history, for review',
        security: bearerAuth,
        params: idParams,
        response: withConflicts(birthRegistrationDetailSchema),
      },
    },
    async (request) =>
      ok(await detailFor(app.db, app.displayNames, sessionOf(request).scope, request.params.id)),
  );
};
