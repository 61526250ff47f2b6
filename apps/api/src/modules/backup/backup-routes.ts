import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ENDPOINTS,
  MSG,
  ZBackupList,
  ZDataResponse,
  ZDownloadLink,
  ZIdParam,
  ZMessageResponse,
  endpointPath,
} from '@amc/contracts';
import { AppError } from '../../lib/kernel/app-error';
import { withErrors } from '../../lib/kernel/route-schema';
import { callerOf } from '../../plugins/auth';
import { findTokenUser } from '../../plugins/token-users';
import { listBackups, openBackupFile, startManualBackup, type TBackupDeps } from './backup-service';

const TAGS = ['backup'];
const SECURITY = [{ bearer: [] }];

/** Settings → Backups: admins only, as a backup holds every record of the business. */
export const backupRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): TBackupDeps => ({
    prisma: app.db.prisma,
    databaseUrl: app.db.url,
    dataDir: app.appConfig.dataDir,
    fileStore: app.fileStore,
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

  /** The file, streamed from the store with its size, so the download shows its progress and memory stays flat. */
  const sendBackup = async (reply: FastifyReply, id: number) => {
    const file = await openBackupFile(app.db.prisma, app.fileStore, id);
    return reply
      .type('application/octet-stream')
      .header('content-length', file.size)
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .send(file.stream);
  };

  app.get(
    ENDPOINTS.backup.download,
    {
      onRequest: app.adminOnly,
      schema: { tags: TAGS, security: SECURITY, params: ZIdParam },
    },
    async (request, reply) => sendBackup(reply, request.params.id),
  );

  app.post(
    ENDPOINTS.backup.downloadLink,
    {
      onRequest: app.adminOnly,
      schema: {
        tags: TAGS,
        security: SECURITY,
        params: ZIdParam,
        response: withErrors({ 200: ZDataResponse(ZDownloadLink) }),
      },
    },
    async (request) => {
      const { id } = request.params;
      (await openBackupFile(app.db.prisma, app.fileStore, id)).stream.destroy();
      const caller = await findTokenUser(app.db.prisma, callerOf(request).id);
      const ticket = app.tokens.signTicket(caller!.id, caller!.tokenVersion, `backup:${id}`);
      return {
        message: 'Download link',
        data: { url: `/api${endpointPath(ENDPOINTS.backup.file, { id })}?ticket=${ticket}` },
      };
    },
  );

  app.get(
    ENDPOINTS.backup.file,
    { schema: { tags: TAGS, params: ZIdParam, querystring: z.object({ ticket: z.string().max(1000) }) } },
    async (request, reply) => {
      // It opens this backup only while its admin still is one, with the same sessions.
      const { id } = request.params;
      const { ticket } = request.query;
      const holder = app.tokens.verifyTicket(ticket, `backup:${id}`);
      const user = holder ? await findTokenUser(app.db.prisma, holder.userId) : null;
      if (!user || !user.isActive || user.role !== 'admin' || user.tokenVersion !== holder!.tokenVersion)
        throw new AppError('NOT_FOUND', MSG.downloadLinkExpired);
      return sendBackup(reply, id);
    },
  );
};
