import {
  documentUploadSchema,
  errorEnvelopeSchema,
  PERMISSIONS,
  storedDocumentSchema,
} from '@vitalreg/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors.ts';
import { bearerAuth, ok, responses } from '../../http.ts';
import { BLOB_KEY_PATTERN } from '../../integrations/blob-store/blob-store.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { EXTENSION_MIME_TYPES } from './content-type.ts';
import { documentInScope } from './repository.ts';
import { DOCUMENT_BODY_LIMIT_BYTES, DOCUMENT_MESSAGES, uploadDocument } from './service.ts';

/** Anyone who may capture a record may upload its files. */
const CAPTURE_PERMISSIONS = PERMISSIONS.filter((permission) => permission.startsWith('Can_See_'));
/** Anyone who may open or list records may see their files (within scope). */
const READ_PERMISSIONS = PERMISSIONS.filter(
  (permission) => permission.startsWith('Can_See_') || permission.startsWith('Can_List_'),
);

/** The key as written in the address; undefined when it is not (a stray %, a broken escape). */
function decodedKey(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/** POST /api/documents (upload) and GET /api/documents/{key} (download). */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      onRequest: app.requirePermission(CAPTURE_PERMISSIONS),
      bodyLimit: DOCUMENT_BODY_LIMIT_BYTES,
      schema: {
        tags: ['documents'],
        summary: 'Upload a JPEG, PNG or PDF (base64); answers its stored-file key',
        security: bearerAuth,
        body: documentUploadSchema,
        response: { ...responses(storedDocumentSchema), 413: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const stored = await uploadDocument(app, sessionOf(request), request.body, {
        ip: request.ip,
        requestId: request.id,
      });
      return ok(stored, 'File uploaded.');
    },
  );

  app.get(
    '/*',
    {
      onRequest: app.requirePermission(READ_PERMISSIONS),
      schema: {
        tags: ['documents'],
        summary: "An uploaded file, if it was uploaded within the caller's area",
        security: bearerAuth,
        params: z.object({ '*': z.string() }),
      },
    },
    async (request, reply) => {
      const key = decodedKey(request.params['*']);
      if (key === undefined || !BLOB_KEY_PATTERN.test(key)) {
        throw notFound(DOCUMENT_MESSAGES.notFound);
      }
      const document = await documentInScope(app.db, key, sessionOf(request).scope);
      const opened = document ? await app.blobStore.open(key) : null;
      if (!document || !opened) throw notFound(DOCUMENT_MESSAGES.notFound);
      const extension = key.slice(key.lastIndexOf('.') + 1);
      return reply
        .type(EXTENSION_MIME_TYPES[extension] ?? document.mimeType)
        .header('content-length', opened.size)
        .header('cache-control', 'private, no-store')
        .header('vary', 'Authorization')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `inline; filename="${key.slice(6)}"`)
        .send(opened.stream);
    },
  );
};
