import {
  decideRoleChange,
  matrixPermissions,
  ROLE_CHANGE_REFUSALS,
  roleMatrixSchema,
  rolePermissionsChangeSchema,
  ROLE_TITLES,
  roleNameById,
  STAFF_MESSAGES,
  type Permission,
  type RoleName,
} from '@vitalreg/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rowsOf, type Database } from '../../db/client.ts';
import { rolePermissions, roles } from '../../db/schema.ts';
import { AppError, notFound, stateConflict } from '../../errors.ts';
import { bearerAuth, ok, requestContext, responses } from '../../http.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { otherAdministrators } from '../staff/repository.ts';

/** Every role with its permissions and its number of active accounts. */
async function readMatrix(db: Database) {
  const [roleRows, granted, counted] = await Promise.all([
    db.select({ id: roles.id, name: roles.name }).from(roles).orderBy(roles.id),
    db.select().from(rolePermissions),
    db.execute(sql`select role_id, count(*)::int as n from users
      where not disabled and (end_date is null or end_date >= current_date) group by role_id`),
  ]);
  const users = new Map(
    rowsOf<{ role_id: number; n: number }>(counted).map((row) => [row.role_id, row.n]),
  );
  return {
    roles: roleRows.map((role) => ({
      id: role.id,
      name: role.name,
      title: ROLE_TITLES[role.name as RoleName] ?? role.name,
      permissions: granted
        .filter((grant) => grant.roleId === role.id)
        .map((grant) => grant.permission as Permission)
        .sort(),
      users: users.get(role.id) ?? 0,
    })),
    permissions: matrixPermissions(),
  };
}

/**
 * /api/roles: the role-permission matrix (issue 26, "Roles and permissions") for holders of
 * Can_Manage_Role_Permissions. A change replaces one role's set in one transaction, is audited,
 * and applies at every session's next request (the matrix is read per request; the session
 * caches drop at the commit's notice, migration 0007). The access policy's decideRoleChange
 * decides it (issue 44): never the Admin role, never one's own, only permissions one holds.
 */
export const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = app.requirePermission(['Can_Manage_Role_Permissions']);
  const tags = ['roles'];

  app.get(
    '/',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Every role with its permissions, and the permissions by group',
        security: bearerAuth,
        response: responses(roleMatrixSchema),
      },
    },
    async () => ok(await readMatrix(app.db)),
  );

  app.put(
    '/:id/permissions',
    {
      onRequest: guard,
      schema: {
        tags,
        summary:
          "Replace a role's permissions (audited): not the Admin role nor your own, only permissions you hold",
        security: bearerAuth,
        params: z.object({ id: z.coerce.number().int().positive().max(1000) }),
        body: rolePermissionsChangeSchema,
        response: responses(roleMatrixSchema),
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const context = requestContext(request);
      const roleId = request.params.id;
      const role = roleNameById(roleId);
      if (!role) throw notFound('No such role.');
      await app.db.transaction(async (tx) => {
        // One change of the matrix at a time: the last-administrator check sees the others.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('role_permissions'))`);
        const before = (
          await tx
            .select({ permission: rolePermissions.permission })
            .from(rolePermissions)
            .where(eq(rolePermissions.roleId, roleId))
        ).map((row) => row.permission);
        const decision = decideRoleChange(
          { roleId: session.user.Role_ID, permissions: session.permissions },
          { id: roleId, permissions: before },
          request.body,
        );
        if (!decision.allowed) {
          const { code, message } = ROLE_CHANGE_REFUSALS[decision.reason];
          throw new AppError(code, message);
        }
        const { added, removed } = decision;
        if (removed.length > 0) {
          await tx
            .delete(rolePermissions)
            .where(
              and(eq(rolePermissions.roleId, roleId), inArray(rolePermissions.permission, removed)),
            );
        }
        if (added.length > 0) {
          await tx
            .insert(rolePermissions)
            .values(added.map((permission) => ({ roleId, permission })));
        }
        // No account is id 0: every active administrator counts.
        if ((await otherAdministrators(tx, 0)) === 0) {
          throw stateConflict(STAFF_MESSAGES.lastAdministrator);
        }
        await recordAudit(tx, {
          action: 'role.permissions.change',
          actorUserId: session.user.User_ID,
          actorUserName: session.user.UserName,
          entityType: 'role',
          entityId: roleId,
          ip: context.ip,
          requestId: context.requestId,
          details: { role, added, removed },
        });
      });
      // This process forgets cached sessions now; others at the commit's notice.
      app.sessionCache.clear();
      return ok(await readMatrix(app.db), 'Permissions saved.');
    },
  );
};
