import {
  adhocStaffChangeSchema,
  deactivationSchema,
  issuedPasswordSchema,
  listSchema,
  newAdhocStaffSchema,
  reactivationSchema,
  SECTION_ACCESS,
  staffListQuerySchema,
  staffMemberSchema,
} from '@vitalreg/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerAuth, ok, requestContext, responses } from '../../http.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { StaffService } from './service.ts';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * /api/adhoc-staff (spec section 2, "Adhoc Staff"): the adhoc clerks of centres in the caller's
 * area, for whoever holds Can_Manage_Adhocs. Each route's own checks are the staff policy's.
 */
export const adhocStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = new StaffService(app);
  const tags = ['adhoc staff'];
  const guard = app.requirePermission(SECTION_ACCESS['adhoc-staff']);
  const schema = <T extends z.ZodType>(summary: string, data: T) => ({
    tags,
    summary,
    security: bearerAuth,
    response: responses(data),
  });

  app.get(
    '/',
    {
      onRequest: guard,
      schema: {
        ...schema(
          'Adhoc staff of your area, newest first (20 a page)',
          listSchema(staffMemberSchema),
        ),
        querystring: staffListQuerySchema,
      },
    },
    async (request) => ok(await staff.list(sessionOf(request), request.query, new Date())),
  );

  app.post(
    '/',
    {
      onRequest: guard,
      schema: {
        ...schema(
          'Create an adhoc account (NIN verified); the first password is answered once and e-mailed',
          issuedPasswordSchema,
        ),
        body: newAdhocStaffSchema,
      },
    },
    async (request) => {
      const issued = await staff.createAdhoc(
        sessionOf(request),
        request.body,
        requestContext(request),
      );
      return ok(issued, `Account ${issued.member.userName} created.`);
    },
  );

  app.get(
    '/:id',
    {
      onRequest: guard,
      schema: { ...schema('One adhoc account', staffMemberSchema), params: idParams },
    },
    async (request) => ok(await staff.member(sessionOf(request), request.params.id, new Date())),
  );

  app.patch(
    '/:id',
    {
      onRequest: guard,
      schema: {
        ...schema(
          'Change phone, e-mail, centre or end date (extend an engagement)',
          staffMemberSchema,
        ),
        params: idParams,
        body: adhocStaffChangeSchema,
      },
    },
    async (request) =>
      ok(
        await staff.change(
          sessionOf(request),
          request.params.id,
          request.body,
          requestContext(request),
        ),
        'Account changed.',
      ),
  );

  app.post(
    '/:id/deactivate',
    {
      onRequest: guard,
      schema: {
        ...schema('Deactivate an account, with a reason; its sessions end', staffMemberSchema),
        params: idParams,
        body: deactivationSchema,
      },
    },
    async (request) =>
      ok(
        await staff.deactivate(
          sessionOf(request),
          request.params.id,
          request.body,
          requestContext(request),
        ),
        'Account deactivated.',
      ),
  );

  app.post(
    '/:id/reactivate',
    {
      onRequest: guard,
      schema: {
        ...schema(
          'Reactivate an account, with a reason (and a new end date if it ended)',
          staffMemberSchema,
        ),
        params: idParams,
        body: reactivationSchema,
      },
    },
    async (request) =>
      ok(
        await staff.reactivate(
          sessionOf(request),
          request.params.id,
          request.body,
          requestContext(request),
        ),
        'Account reactivated.',
      ),
  );

  app.post(
    '/:id/password-reset',
    {
      onRequest: guard,
      schema: {
        ...schema(
          'A new first password (answered once, e-mailed); it must be changed at sign-in',
          issuedPasswordSchema,
        ),
        params: idParams,
      },
    },
    async (request) => {
      const issued = await staff.resetPassword(
        sessionOf(request),
        request.params.id,
        requestContext(request),
      );
      return ok(issued, 'A new password was made.');
    },
  );
};
