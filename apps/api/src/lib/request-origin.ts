import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The address people reach the product at, for links in e-mails: PUBLIC_URL, else the request's own. */
export function publicOrigin(app: FastifyInstance, request: FastifyRequest): string {
  if (app.appConfig.publicUrl) return app.appConfig.publicUrl.replace(/\/$/, '');
  return `${request.protocol}://${request.host}`;
}
