import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';

/**
 * JSON and CSV answers above 1 KB go out as brotli or gzip. Brotli at quality 4: per request, its top
 * quality costs far more CPU than the bytes it saves (the web build is compressed at its best once, at build
 * time, and served as is). Streams (CSV downloads) are compressed chunk by chunk and still stream; the
 * event stream writes to the socket itself and is never touched.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
});
