import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';

const directives = {
  'img-src': ["'self'", 'data:', 'blob:'],
  'style-src': ["'self'", "'unsafe-inline'"],
  'connect-src': ["'self'"],
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
});
