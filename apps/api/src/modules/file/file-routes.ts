import { ENDPOINTS } from '@amc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/kernel/app-error';
import { findFileOwner, isPublicFile, mayReadFile } from './file-access';

export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  // Public for logos only; the rest needs the bearer token and the right to the record the file belongs to.
  app.get(
    ENDPOINTS.file.download,
    {
      schema: {
        tags: ['files'],
        summary: 'An uploaded file: logos for anyone, other files for those who may see their record',
        security: [{ bearer: [] }],
        params: z.object({ name: z.string().regex(/^[a-f0-9]{32}\.[a-z]{3,4}$/) }),
      },
    },
    async (request, reply) => {
      const owner = await findFileOwner(app.db.prisma, request.params.name);
      const open = owner !== null && isPublicFile(owner);
      if (!open) {
        // Signed in first, so an anonymous caller learns nothing about which names exist.
        await app.authenticate.call(app, request, reply);
        if (!owner || !(await mayReadFile(app.db.prisma, request.caller!, owner)))
          throw new AppError('NOT_FOUND');
      }
      const file = await app.db.prisma.fileUpload.findUnique({ where: { storedName: request.params.name } });
      if (!file) throw new AppError('NOT_FOUND');
      // Removed from the store by hand: not there, not a server error.
      const stored = await app.fileStore.open('uploads', file.storedName);
      if (!stored) throw new AppError('NOT_FOUND');
      const inline = file.mimeType.startsWith('image/') || file.mimeType === 'application/pdf';
      return (
        reply
          .header('content-type', file.mimeType)
          .header('content-length', stored.size)
          .header('x-content-type-options', 'nosniff')
          // A private file is not kept by the browser: the next user of the same browser must not find it there.
          .header('cache-control', open ? 'public, max-age=86400, immutable' : 'private, no-store')
          .header(
            'content-disposition',
            `${inline ? 'inline' : 'attachment'}; filename="${file.originalName.replace(/[^\w.\- ]/g, '_')}"`,
          )
          .send(stored.stream)
      );
    },
  );
};
