import { normalizeIP } from '@fastify/rate-limit';
import {
  CERTIFICATE_MESSAGES,
  certificateParticularsSchema,
  certificateRevocationSchema,
  certificateSchema,
  newPaperAuthorisationSchema,
  errorEnvelopeSchema,
  isVerificationCode,
  normaliseVerificationCode,
  recordCertificatesSchema,
  verificationAnswerSchema,
  verificationPublicKeySchema,
  type RecordKindKey,
} from '@vitalreg/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../../errors.ts';
import { bearerAuth, ok, requestContext, responses } from '../../http.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { readOfRecord } from '../record-reads/register.ts';
import { authoriseNewPaper, revokeByRegistry } from './revocation.ts';
import { certificatePdf, printRecord, readableKind, recordCertificates } from './service.ts';
import { certificateParticulars, verifyCertificate } from './verification.ts';

const id = z.coerce.number<unknown>().int().positive().max(Number.MAX_SAFE_INTEGER);

/** A record's and a certificate's path parameters, for the kinds the app serves. */
function paramsFor(kinds: readonly [RecordKindKey, ...RecordKindKey[]]) {
  const kind = z.enum(kinds, { error: `The kind must be one of ${kinds.join(', ')}.` });
  const record = z.object({ kind, id });
  return { record, certificate: record.extend({ certificateId: id }) };
}

const withErrors = <T extends z.ZodType>(data: T) => ({
  ...responses(data),
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
});

/**
 * /api/certificates/{kind}/{id}: print a record's certificate, list its certificates, download
 * one. `kind` is the record kind's key: birth, death, stillbirth.
 */
export const certificateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const { record: recordParams, certificate: certificateParams } = paramsFor(app.recordKinds.keys);
  const tags = ['certificates'];

  app.post(
    '/:kind/:id/print',
    {
      schema: {
        tags,
        summary:
          "Print an approved record's certificate (approved -> printed); a printed record answers its certificate again",
        security: bearerAuth,
        params: recordParams,
        response: withErrors(certificateSchema),
      },
    },
    async (request) => {
      const kind = readableKind(app, sessionOf(request), request.params.kind);
      const printed = await printRecord(
        app,
        kind,
        sessionOf(request),
        requestContext(request),
        request.params.id,
      );
      return ok(
        printed.certificate,
        printed.created ? CERTIFICATE_MESSAGES.printed : CERTIFICATE_MESSAGES.alreadyPrinted,
      );
    },
  );

  app.get(
    '/:kind/:id',
    {
      schema: {
        tags,
        summary: "A record's certificates (original, reprints, reissues) and their public checks",
        security: bearerAuth,
        params: recordParams,
        response: withErrors(recordCertificatesSchema),
      },
    },
    async (request) => {
      const kind = readableKind(app, sessionOf(request), request.params.kind);
      return ok(await recordCertificates(app, kind, sessionOf(request).scope, request.params.id));
    },
  );

  app.get(
    '/:kind/:id/:certificateId/pdf',
    {
      schema: {
        tags,
        summary: 'A certificate PDF, as stored when it was issued',
        security: bearerAuth,
        params: certificateParams,
        response: { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { kind: key, id: recordId, certificateId } = request.params;
      const kind = readableKind(app, sessionOf(request), key);
      const { bytes, certificate } = await certificatePdf(
        app,
        kind,
        sessionOf(request).scope,
        recordId,
        certificateId,
      );
      // The certificate number names the file: no personal data.
      const fileName = `certificate-${certificate.certificate_number.replace(/[^A-Za-z0-9-]+/g, '-')}${
        certificate.issue === 'original' ? '' : `-${certificate.issue}-${certificate.issue_number}`
      }.pdf`;
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(bytes as never);
    },
  );
  app.post(
    '/:kind/:id/:certificateId/revoke',
    {
      schema: {
        tags,
        summary:
          'Revoke a certificate, with a reason (administrators): its code then answers "Revoked by the registry"',
        security: bearerAuth,
        params: certificateParams,
        body: certificateRevocationSchema,
        response: withErrors(certificateSchema),
      },
    },
    async (request) => {
      const { kind: key, id: recordId, certificateId } = request.params;
      const kind = readableKind(app, sessionOf(request), key);
      const certificate = await revokeByRegistry(
        app,
        kind,
        sessionOf(request),
        requestContext(request),
        { recordId, certificateId },
        request.body.reason,
      );
      return ok(certificate, CERTIFICATE_MESSAGES.revoked);
    },
  );
  app.post(
    '/:kind/:id/new-paper',
    {
      schema: {
        tags,
        summary:
          "After the registry revoked a certificate of the record: authorise one new certificate, with a reason (administrators); it is then printed once through the record's print",
        security: bearerAuth,
        params: recordParams,
        body: newPaperAuthorisationSchema,
        response: withErrors(z.array(certificateSchema)),
      },
    },
    async (request) => {
      const kind = readableKind(app, sessionOf(request), request.params.kind);
      const list = await authoriseNewPaper(
        app,
        kind,
        sessionOf(request),
        requestContext(request),
        request.params.id,
        request.body.reason,
      );
      return ok(list, CERTIFICATE_MESSAGES.newPaperAuthorised);
    },
  );
};

/**
 * A route hook that refuses (429 RATE_LIMITED, with Retry-After) once `key` of the request has
 * had `max` requests in the minute.
 */
function limitedTo(
  app: FastifyInstance,
  max: number,
  keyGenerator: (request: FastifyRequest) => string,
) {
  const limit = app.createRateLimit({ max, timeWindow: 60_000, keyGenerator });
  return async (request: FastifyRequest) => {
    const counted = await limit(request);
    if (!counted.isAllowed && counted.isExceeded) {
      const seconds = Math.max(1, counted.ttlInSeconds);
      throw new AppError('RATE_LIMITED', `Too many requests. Try again in ${seconds} seconds.`, {
        retryAfter: seconds,
      });
    }
  };
}

/** /api/verify: the public certificate check (no sign-in) and the key for offline checks. */
export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['verification'];
  // Stricter than the global limit, so codes cannot be guessed. Its own counter: a route's
  // `config.rateLimit` would be skipped, the global hook having run first. Counted like the
  // general limit (shared across processes each second): a code is not guessed in a second.
  const checksLimit = limitedTo(
    app,
    app.certificates.verifyPerMinute,
    (request) => `verify:${normalizeIP(request.ip)}`,
  );
  // Officers' checks of particulars: as many, per officer (an office shares one address).
  const particularsLimit = limitedTo(
    app,
    app.certificates.verifyPerMinute,
    (request) => `verify-particulars:${sessionOf(request).user.User_ID}`,
  );

  app.get(
    '/public-key',
    {
      schema: {
        tags,
        summary:
          "The Ed25519 public keys that check certificates' QR signatures offline: the current one, and every valid one by its id (`keys`)",
        response: responses(verificationPublicKeySchema),
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return ok(await app.certificates.signer.publicKeys());
    },
  );

  app.get(
    '/:code/particulars',
    {
      onRequest: [app.requirePermission(['Can_Print_Certificates']), particularsLimit],
      schema: {
        tags,
        summary:
          'For an officer checking a paper of a record they may open: every particular the certificate prints, and whether they are those its QR code signed (a revoked certificate: its status only)',
        security: bearerAuth,
        params: z.object({ code: z.string() }),
        response: {
          ...responses(certificateParticularsSchema),
          404: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const code = normaliseVerificationCode(request.params.code);
      const found = isVerificationCode(code)
        ? await certificateParticulars(app, sessionOf(request), requestContext(request), code)
        : undefined;
      if (!found) throw notFound(CERTIFICATE_MESSAGES.notValid);
      readOfRecord(request, found.recordId);
      return ok(found.particulars);
    },
  );

  app.get(
    '/:code',
    {
      onRequest: checksLimit,
      schema: {
        tags,
        summary:
          'Check a certificate by its code: valid or superseded (what matches the paper), revoked (when and why), or 404 for an unknown code',
        params: z.object({ code: z.string() }),
        response: { ...responses(verificationAnswerSchema), 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const code = normaliseVerificationCode(request.params.code);
      const answer = isVerificationCode(code)
        ? await verifyCertificate(app, code, new Date())
        : undefined;
      if (!answer) throw notFound(CERTIFICATE_MESSAGES.notValid);
      return ok(
        answer,
        answer.status === 'revoked' ? 'Revoked certificate.' : 'Valid certificate.',
      );
    },
  );
};
