import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { uploadsDir } from '../../lib/uploads';

export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/files/:name',
    { schema: { tags: ['files'], summary: 'An uploaded file, by its unguessable stored name', params: z.object({ name: z.string().regex(/^[a-f0-9]{32}\.[a-z]{3,4}$/) }) } },
    async (request, reply) => {
      const file = await app.db.prisma.fileUpload.findUnique({ where: { storedName: request.params.name } });
      if (!file) throw new AppError('NOT_FOUND');
      const path = join(uploadsDir(app.appConfig.dataDir), file.storedName);
      await stat(path).catch(() => {
        throw new AppError('NOT_FOUND');
      });
      const inline = file.mimeType.startsWith('image/') || file.mimeType === 'application/pdf';
      return reply
        .header('content-type', file.mimeType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=86400, immutable')
        .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename="${file.originalName.replace(/[^\w.\- ]/g, '_')}"`)
        .send(createReadStream(path));
    },
  );
};
