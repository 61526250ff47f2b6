import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG, ZBackendTest, ZDataResponse, ZInstallBody, ZInstallCheck, ZMessageResponse } from '@amc/contracts';
import { MULTIPART, withErrors } from '../../lib/route-schema';
import { publicOrigin } from '../../lib/request-origin';
import { checkInstallStatus, installApplication } from './install-service';

export const APP_VERSION = '0.1.0';

export const installRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/test/backend',
    { schema: { tags: ['install'], summary: 'Is the API reachable?', response: { 200: ZBackendTest } } },
    async () => ({ status: 'ok' as const, version: APP_VERSION }),
  );

  app.get(
    '/install/check',
    { schema: { tags: ['install'], summary: 'Has the install wizard been completed?', response: { 200: ZDataResponse(ZInstallCheck) } } },
    async () => ({ message: 'Install status', data: { install_status: await checkInstallStatus(app.db) } }),
  );

  app.post(
    '/install',
    {
      schema: {
        tags: ['install'],
        summary: 'Run the installation (only while not installed)',
        consumes: MULTIPART,
        body: ZInstallBody,
        response: withErrors({ 200: ZMessageResponse }),
      },
    },
    async (request) => {
      await installApplication({ db: app.db, tokens: app.tokens, config: app.appConfig }, request.body, publicOrigin(app, request));
      return { message: MSG.installed };
    },
  );
};
