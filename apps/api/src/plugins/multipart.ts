import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import type { TUploadedFile } from '../lib/uploads';

/** Hard cap for any single upload; each route applies its own lower limit (2,048,000 bytes for images). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/**
 * Multipart bodies become plain objects before validation: text fields as strings, files as
 * { filename, mimetype, data }, so the same zod contract validates a multipart form and a JSON body.
 */
export const multipartPlugin = fp(async (app: FastifyInstance) => {
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 10, fields: 300, fieldSize: 1024 * 1024 },
    async onFile(part) {
      const file: TUploadedFile = { filename: part.filename, mimetype: part.mimetype, data: await part.toBuffer() };
      (part as unknown as { value: TUploadedFile }).value = file;
    },
  });
});
