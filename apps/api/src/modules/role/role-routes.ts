import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ENDPOINTS,
  MSG,
  permissionUpdatedEvent,
  ZDataResponse,
  ZMessageResponse,
  ZModule,
  ZRole,
  ZRoleUpdateBody,
} from '@amc/contracts';
import { callerOf } from '../../plugins/auth';
import { withErrors } from '../../lib/kernel/route-schema';
import { findModules, findRoles, updateRoleRights } from './role-service';

const secured = { tags: ['role'], security: [{ bearer: [] }] };

export const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ENDPOINTS.role.list,
    {
      onRequest: app.can('role_view'),
      schema: { ...secured, response: withErrors({ 200: ZDataResponse(z.array(ZRole)) }) },
    },
    async () => ({ message: 'Roles', data: await findRoles(app.db.prisma) }),
  );

  app.get(
    ENDPOINTS.role.modules,
    {
      onRequest: app.can('role_view'),
      schema: { ...secured, response: withErrors({ 200: ZDataResponse(z.array(ZModule)) }) },
    },
    async () => ({ message: 'Modules', data: await findModules(app.db.prisma) }),
  );

  app.post(
    ENDPOINTS.role.update,
    {
      onRequest: app.can('role_edit'),
      schema: { ...secured, body: ZRoleUpdateBody, response: withErrors({ 200: ZMessageResponse }) },
    },
    async (request) => {
      const changed = await updateRoleRights(app.db.prisma, callerOf(request), request.body);
      // Only now, after the commit: a user told earlier could sign in again and still get the old rights.
      app.events.publishSignInChanged(changed.userIds);
      app.events.publishToUsers(changed.userIds, permissionUpdatedEvent(changed.roleSlug));
      return { message: MSG.rightsUpdated };
    },
  );
};
