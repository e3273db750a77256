import {
  envelopeSchema,
  errorEnvelopeSchema,
  listSchema,
  MODIFICATION_LIST_MAX_PAGE,
  MODIFICATION_MESSAGES,
  modificationApprovalSchema,
  modificationEntrySchema,
  modificationListQuerySchema,
  modificationLookupSchema,
  modificationQuerySchema,
  modificationRequestSchema,
  modificationStatsQuerySchema,
  modificationStatsSchema,
  recordVersionsSchema,
  SECTION_ACCESS,
} from '@vitalreg/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerAuth, builtAnswerSerializer, ok, requestContext, responses } from '../../http.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { readOfRecord } from '../record-reads/register.ts';
import type { AnyRecordKind } from '../records/kind.ts';
import { correctionsOf } from './access.ts';
import {
  listModifications,
  lookUpCertificate,
  modificationById,
  modificationCounts,
  versionsOf,
} from './reads.ts';
import {
  amendModification,
  approveModification,
  queryModification,
  requestModification,
} from './service.ts';

const tags = ['modifications'];

const id = z.coerce.number<unknown>().int().positive().max(Number.MAX_SAFE_INTEGER);
const idParams = z.object({ id });
const pageParams = z.object({
  page: z.coerce.number<unknown>().int().positive().max(MODIFICATION_LIST_MAX_PAGE),
});
const numberParams = z.object({
  number: z
    .string()
    .trim()
    .min(1, MODIFICATION_MESSAGES.certificateNumber)
    .max(40, MODIFICATION_MESSAGES.certificateNumber),
});

/** Entries are built field by field from typed rows (repository.ts): not checked on the way out. */
const builtAnswers = { serializerCompiler: builtAnswerSerializer };

const errors = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorEnvelopeSchema]));

/**
 * `/api/modification/{apiPath}` of one kind that declares corrections (docs/modifications.md):
 * the certificate lookup, requests, their lists, counts and review, and the record's versions.
 */
function kindModificationRoutes(kind: AnyRecordKind): FastifyPluginAsyncZod {
  const corrections = correctionsOf(kind);
  const name = kind.certificate.name.toLowerCase();
  return async (app) => {
    app.addHook('onRequest', app.requirePermission(SECTION_ACCESS.modifications));
    app.addHook('onRequest', app.requirePermission(kind.permissions.list));

    app.get(
      '/cert/:number',
      {
        schema: {
          tags,
          summary: `The ${name} with this number (as printed, URL-encoded), as registered`,
          security: bearerAuth,
          params: numberParams,
          response: { ...responses(modificationLookupSchema), ...errors(404) },
        },
      },
      async (request, reply) => {
        const { json: data, recordId } = await lookUpCertificate(
          app,
          kind,
          sessionOf(request),
          request.params.number,
        );
        readOfRecord(request, recordId);
        // JSON text written by PostgreSQL (the zod schema documents it): sent as it is.
        return (reply as FastifyReply)
          .type('application/json; charset=utf-8')
          .send(`{"status":"SUCCESS","message":"OK","data":${data}}`);
      },
    );

    app.post(
      '/',
      {
        schema: {
          tags,
          summary: `Ask for a correction of a registered ${kind.name}: one field, its documents, its fee`,
          security: bearerAuth,
          body: modificationRequestSchema(corrections),
          response: {
            201: envelopeSchema(modificationEntrySchema),
            ...responses(modificationEntrySchema),
            ...errors(402, 404, 409, 422, 502, 503),
          },
        },
        ...builtAnswers,
      },
      async (request, reply) => {
        const entry = await requestModification(
          app,
          kind,
          sessionOf(request),
          requestContext(request),
          request.body,
        );
        return reply.code(201).send(ok(entry, MODIFICATION_MESSAGES.requested));
      },
    );

    app.patch(
      '/',
      {
        schema: {
          tags,
          summary:
            'Amend a queried correction request (modification_id); it waits for review again',
          security: bearerAuth,
          body: modificationRequestSchema(corrections, { amend: true }),
          response: { ...responses(modificationEntrySchema), ...errors(404, 409) },
        },
      },
      async (request) =>
        ok(
          await amendModification(
            app,
            kind,
            sessionOf(request),
            requestContext(request),
            request.body,
          ),
          MODIFICATION_MESSAGES.resubmitted,
        ),
    );

    // The spec's `/list?page=`, and `/list/{page}` as the other lists have it.
    for (const path of ['/list', '/list/:page'] as const) {
      app.get(
        path,
        {
          schema: {
            tags,
            summary: `Correction requests of ${kind.name}s in the caller's area, newest first`,
            security: bearerAuth,
            ...(path === '/list/:page' ? { params: pageParams } : {}),
            querystring: modificationListQuerySchema,
            response: responses(listSchema(modificationEntrySchema)),
          },
          ...builtAnswers,
        },
        async (request) => {
          const { page } = (request.params ?? {}) as { page?: number };
          return ok(
            await listModifications(app, kind, sessionOf(request), {
              ...request.query,
              page: page ?? request.query.page,
            }),
          );
        },
      );
    }

    app.get(
      '/stats',
      {
        schema: {
          tags,
          summary: `Correction requests of ${kind.name}s per status in the caller's area`,
          security: bearerAuth,
          querystring: modificationStatsQuerySchema,
          response: responses(modificationStatsSchema),
        },
      },
      async (request) => ok(await modificationCounts(app, kind, sessionOf(request), request.query)),
    );

    app.get(
      '/single/:id',
      {
        schema: {
          tags,
          summary: 'One correction request: Original | Correction, requester, documents, steps',
          security: bearerAuth,
          params: idParams,
          response: { ...responses(modificationEntrySchema), ...errors(404) },
        },
        ...builtAnswers,
      },
      async (request) => {
        const entry = await modificationById(app, kind, sessionOf(request), request.params.id);
        readOfRecord(request, entry.record_id);
        return ok(entry);
      },
    );

    app.post(
      '/:id/approve',
      {
        schema: {
          tags,
          summary:
            "Approve a pending correction (the field's approver, not the requester): applied as the record's next version",
          security: bearerAuth,
          params: idParams,
          response: { ...responses(modificationApprovalSchema), ...errors(404, 409) },
        },
        ...builtAnswers,
      },
      async (request) =>
        ok(
          await approveModification(
            app,
            kind,
            sessionOf(request),
            requestContext(request),
            request.params.id,
          ),
          MODIFICATION_MESSAGES.approved,
        ),
    );

    app.post(
      '/:id/query',
      {
        schema: {
          tags,
          summary: 'Send a pending correction request back to its requester, with the reason',
          security: bearerAuth,
          params: idParams,
          body: modificationQuerySchema,
          response: { ...responses(modificationEntrySchema), ...errors(404, 409) },
        },
      },
      async (request) =>
        ok(
          await queryModification(
            app,
            kind,
            sessionOf(request),
            requestContext(request),
            request.params.id,
            request.body.reason,
          ),
          MODIFICATION_MESSAGES.queried,
        ),
    );

    app.get(
      '/versions/:id',
      {
        schema: {
          tags,
          summary: `Every version of a ${kind.name}'s particulars, as registered and as corrected`,
          security: bearerAuth,
          params: idParams,
          response: { ...responses(recordVersionsSchema), ...errors(404) },
        },
      },
      async (request) => ok(await versionsOf(app, kind, sessionOf(request), request.params.id)),
    );
  };
}

/** `/api/modification/{apiPath}` for each served kind that may be corrected. */
export const modificationRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of app.recordKinds.list) {
    if (kind.corrections) {
      await app.register(kindModificationRoutes(kind), { prefix: `/${kind.apiPath}` });
    }
  }
};
