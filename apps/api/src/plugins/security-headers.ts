import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';

const directives = {
  'img-src': ["'self'", 'data:', 'blob:'],
  'style-src': ["'self'", "'unsafe-inline'"],
  'connect-src': ["'self'"],
  // The photo resizer's worker (browser-image-compression) is made from a blob: of the app's own script.
  'worker-src': ["'self'", 'blob:'],
};

/**
 * Over plain HTTP (a LAN address, a first start before the proxy is set up) `upgrade-insecure-requests` and
 * HSTS make the browser fetch every asset over https, which is not there: a blank page. Both are sent only
 * when the request really arrived over TLS: directly, or `X-Forwarded-Proto: https` with TRUST_PROXY.
 */
const overPlainHttp: FastifyHelmetOptions = {
  hsts: false,
  contentSecurityPolicy: { directives: { ...directives, 'upgrade-insecure-requests': null } },
};

export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  await app.register(helmet, { global: false, contentSecurityPolicy: { directives } });
  app.addHook('onRequest', async (request, reply) => {
    reply.helmet(request.protocol === 'https' ? undefined : overPlainHttp);
  });
  // No API answer is kept by a browser or a proxy: the next user of a shared computer must not find the last
  // one's records in its cache. A route that means otherwise says so itself (a public file: the business's logo,
  // named by its content, is kept for a day).
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    return payload;
  });
});
