import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import { MSG } from '@amc/contracts';
import { AppError } from '../lib/kernel/app-error';
import type { TUploadedFile } from '../lib/kernel/uploads';

/** Hard cap for any single upload; each route applies its own lower limit (2,048,000 bytes for images). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/**
 * The multipart body as a plain object: text fields as strings, files as { filename, mimetype, data }, a name
 * sent twice as an array. The plugin's own limits (413) and refusals (4xx) pass through; anything else the
 * parser throws (no boundary, a truncated part, a body that ends early) is the client's malformed form: 400.
 */
async function readMultipartBody(request: FastifyRequest): Promise<Record<string, unknown>> {
  const fields = new Map<string, unknown[]>();
  try {
    for await (const part of request.parts()) {
      const value: unknown =
        part.type === 'file'
          ? ({
              filename: part.filename,
              mimetype: part.mimetype,
              data: await part.toBuffer(),
            } satisfies TUploadedFile)
          : part.value;
      fields.set(part.fieldname, [...(fields.get(part.fieldname) ?? []), value]);
    }
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status < 500) throw error;
    throw new AppError('BAD_INPUT', MSG.formUnreadable);
  }
  return Object.fromEntries(
    [...fields].map(([name, values]) => [name, values.length === 1 ? values[0] : values]),
  );
}

/**
 * Multipart bodies become plain objects before validation, so the same zod contract validates a multipart form
 * and a JSON body. A route that streams a large file (lib/kernel/streamed-upload.ts) reads its own.
 */
export const multipartPlugin = fp(async (app: FastifyInstance) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 10, fields: 300, fieldSize: 1024 * 1024 },
  });
  app.addHook('preValidation', async (request) => {
    if (request.isMultipart() && !request.routeOptions.config.streamedUpload)
      request.body = await readMultipartBody(request);
  });
});
