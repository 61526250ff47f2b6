import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { TErrorResponse } from '@amc/contracts';

/**
 * Serves the built web app on the API's port: real files as they are, a scanned label's /q/<token> with scan.html,
 * every other non-API page address with index.html so the browser router can take over. API addresses that match nothing answer JSON 404.
 */
export const webAppPlugin = fp(async (app: FastifyInstance) => {
  const dist = app.appConfig.webDistDir;
  const hasWeb = !!dist && existsSync(join(dist, 'index.html'));
  if (hasWeb) {
    // wildcard: files are looked up per request, so a web build made while the API runs is served too;
    // a missing file falls through to the not-found handler below.
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: true,
      index: 'index.html',
      // The build writes .br and .gz beside each file (vite.config.ts): sent as they are to browsers that take them.
      preCompressed: true,
      cacheControl: false,
      // Vite's hashed assets never change under their name; index.html must be fetched anew after a deploy.
      setHeaders: (reply, path) => {
        reply.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (hasWeb && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      // A scanned QR label's address and a rating link's open their own light pages (the web's src/scan), not the app.
      const page = request.url.startsWith('/q/')
        ? 'scan.html'
        : request.url.startsWith('/r/')
          ? 'rate.html'
          : 'index.html';
      return reply.header('cache-control', 'no-cache').sendFile(page);
    }
    const payload: TErrorResponse = {
      error: true,
      message: `No route ${request.method} ${request.url.split('?')[0]}`,
      issues: [],
    };
    return reply.status(404).send(payload);
  });
});
