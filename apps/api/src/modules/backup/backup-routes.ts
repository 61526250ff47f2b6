import { createReadStream } from 'node:fs';
import { basename } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS, MSG, ZBackupList, ZDataResponse, ZIdParam, ZMessageResponse } from '@amc/contracts';
import { withErrors } from '../../lib/route-schema';
import { callerOf } from '../../plugins/auth';
import { backupFile, listBackups, startManualBackup, type TBackupDeps } from './backup-service';

const TAGS = ['backup'];
const SECURITY = [{ bearer: [] }];

/** Settings → Backups: admins only, as a backup holds every record of the business. */
export const backupRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): TBackupDeps => ({
    prisma: app.db.prisma,
    databaseUrl: app.db.url,
    dataDir: app.appConfig.dataDir,
    passphrase: app.appConfig.backupPassphrase,
  });

  app.get(
    ENDPOINTS.backup.list,
    {
      onRequest: app.adminOnly,
      schema: { tags: TAGS, security: SECURITY, response: withErrors({ 200: ZDataResponse(ZBackupList) }) },
    },
    async () => ({
      message: 'Backups',
      data: { backups: await listBackups(app.db.prisma), encrypted: Boolean(app.appConfig.backupPassphrase) },
    }),
  );

  app.post(
    ENDPOINTS.backup.now,
    {
      onRequest: app.adminOnly,
      schema: { tags: TAGS, security: SECURITY, response: withErrors({ 200: ZMessageResponse }) },
    },
    async (request) => {
      await startManualBackup(deps(), callerOf(request).id, (error) =>
        app.log.error({ err: error }, 'backup failed'),
      );
      return { message: MSG.backupStarted };
    },
  );

  app.get(
    ENDPOINTS.backup.download,
    {
      onRequest: app.adminOnly,
      schema: { tags: TAGS, security: SECURITY, params: ZIdParam },
    },
    async (request, reply) => {
      const file = await backupFile(app.db.prisma, app.appConfig.dataDir, request.params.id);
      return reply
        .type('application/octet-stream')
        .header('content-disposition', `attachment; filename="${basename(file)}"`)
        .send(createReadStream(file));
    },
  );
};
