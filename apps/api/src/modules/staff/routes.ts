import {
  adhocStaffChangeSchema,
  auditEntriesSchema,
  deactivationSchema,
  IDENTITY_LOOKUP_PERMISSIONS,
  issuedPasswordSchema,
  listSchema,
  newAdhocStaffSchema,
  newUserSchema,
  reactivationSchema,
  ROLE_IDS,
  SECTION_ACCESS,
  staffListQuerySchema,
  STAFF_MESSAGES,
  staffMemberSchema,
  userAuditQuerySchema,
  userChangeSchema,
  type Permission,
} from '@vitalreg/domain';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerAuth, ok, requestContext, responses } from '../../http.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { StaffService, type AccountChangeInput, type StaffReach } from './service.ts';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** The routes on one account, the same for adhoc staff and users (each their own reach). */
function accountRoutes(
  app: FastifyInstance,
  options: {
    staff: StaffService;
    tags: string[];
    access: readonly Permission[];
    change: z.ZodType<AccountChangeInput>;
    noun: string;
  },
) {
  const { staff, tags } = options;
  const guard = app.requirePermission(options.access);
  const schema = <T extends z.ZodType>(summary: string, data: T) => ({
    tags,
    summary,
    security: bearerAuth,
    response: responses(data),
    params: idParams,
  });
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/:id',
    { onRequest: guard, schema: schema(`One ${options.noun}`, staffMemberSchema) },
    async (request) => ok(await staff.member(sessionOf(request), request.params.id, new Date())),
  );

  typed.patch(
    '/:id',
    {
      onRequest: guard,
      schema: {
        ...schema('Change details, end date, or move the account', staffMemberSchema),
        body: options.change,
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

  typed.post(
    '/:id/deactivate',
    {
      onRequest: guard,
      schema: {
        ...schema('Deactivate an account, with a reason; its sessions end', staffMemberSchema),
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

  typed.post(
    '/:id/reactivate',
    {
      onRequest: guard,
      schema: {
        ...schema(
          'Reactivate an account, with a reason (and a new end date if it ended)',
          staffMemberSchema,
        ),
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

  typed.post(
    '/:id/password-reset',
    {
      onRequest: guard,
      schema: schema(
        'A new first password, sent to the account (the answer says where); changed at sign-in',
        issuedPasswordSchema,
      ),
    },
    async (request) => {
      const issued = await staff.resetPassword(
        sessionOf(request),
        request.params.id,
        requestContext(request),
      );
      return ok(issued, STAFF_MESSAGES.passwordSent(issued.sentTo.address));
    },
  );
}

function listRoute(
  app: FastifyInstance,
  staff: StaffService,
  tags: string[],
  access: readonly Permission[],
  summary: string,
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/',
    {
      onRequest: app.requirePermission(access),
      schema: {
        tags,
        summary,
        security: bearerAuth,
        querystring: staffListQuerySchema,
        response: responses(listSchema(staffMemberSchema)),
      },
    },
    async (request) => ok(await staff.list(sessionOf(request), request.query, new Date())),
  );
}

const service = (app: FastifyInstance, reach: StaffReach) => new StaffService(app, reach);

/**
 * /api/adhoc-staff (spec section 2, "Adhoc Staff"): the adhoc clerks of centres in the caller's
 * area, for whoever holds Can_Manage_Adhocs. Each route's own checks are the staff policy's.
 */
export const adhocStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = service(app, 'adhoc');
  const tags = ['adhoc staff'];
  const access = SECTION_ACCESS['adhoc-staff'];
  listRoute(app, staff, tags, access, 'Adhoc staff of your area, newest first (20 a page)');

  // Its NIN is looked up with the identity agency: the look-up permission too (docs/identity.md).
  const mayLookUp = app.requirePermission(IDENTITY_LOOKUP_PERMISSIONS);
  app.post(
    '/',
    {
      onRequest: [app.requirePermission(access), mayLookUp],
      schema: {
        tags,
        summary:
          'Create an adhoc account (NIN looked up, counted and audited); the first password is e-mailed to it',
        security: bearerAuth,
        body: newAdhocStaffSchema,
        response: responses(issuedPasswordSchema),
      },
    },
    async (request) => {
      const issued = await staff.create(
        sessionOf(request),
        { ...request.body, roleId: ROLE_IDS.adhoc },
        requestContext(request),
      );
      return ok(issued, `Account ${issued.member.userName} created.`);
    },
  );

  accountRoutes(app, {
    staff,
    tags,
    access,
    change: adhocStaffChangeSchema,
    noun: 'adhoc account',
  });
};

/**
 * /api/users (the administration's Users): accounts of every role in the caller's area, for
 * whoever holds Can_Manage_Users; an account's audit page.
 */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = service(app, 'users');
  const tags = ['users'];
  const access: readonly Permission[] = ['Can_Manage_Users'];
  const guard = app.requirePermission(access);
  listRoute(app, staff, tags, access, 'Users of your area, newest first (20 a page; ?role_id=)');

  app.post(
    '/',
    {
      onRequest: guard,
      schema: {
        tags,
        summary:
          'Create an account of any role (a NIN is looked up when given); the first password is e-mailed to it',
        security: bearerAuth,
        body: newUserSchema,
        response: responses(issuedPasswordSchema),
      },
    },
    async (request) => {
      const issued = await staff.create(sessionOf(request), request.body, requestContext(request));
      return ok(issued, `Account ${issued.member.userName} created.`);
    },
  );

  accountRoutes(app, { staff, tags, access, change: userChangeSchema, noun: 'user' });

  app.post(
    '/:id/email-username',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: "E-mail the account's user name to its address",
        security: bearerAuth,
        params: idParams,
        response: responses(staffMemberSchema),
      },
    },
    async (request) => {
      const member = await staff.mailUserName(
        sessionOf(request),
        request.params.id,
        requestContext(request),
      );
      return ok(member, `The user name was e-mailed to ${member.email}.`);
    },
  );

  app.get(
    '/:id/audit',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: "An account's sign-ins, password changes and actions (last 30 days by default)",
        security: bearerAuth,
        params: idParams,
        querystring: userAuditQuerySchema,
        response: responses(auditEntriesSchema),
      },
    },
    async (request) =>
      ok(await staff.audit(sessionOf(request), request.params.id, request.query, new Date())),
  );
};
