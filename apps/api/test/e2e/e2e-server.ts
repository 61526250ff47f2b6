import { buildApp } from '../../src/app';
import { setClock } from '../../src/lib/kernel/clock';
import { serve } from '../../src/serve';

/**
 * The server the end-to-end tests run: the product's app, plus a hook that moves its clock, for a journey that lives
 * through hours (issue 28: a complaint warned at 80% of its promise). Built by tsup.e2e.config.ts into dist-e2e/,
 * never into the product's dist/: the production build has no way to move its clock (lib/kernel/clock.ts).
 *
 * POST /api/__e2e/clock { offset_ms } (the admin's): the server's "now" runs that far ahead of the real time (0: the
 * real time).
 * A job then runs on the moved clock through the admin's own "run now" (POST /api/mail/jobs/run).
 */
const app = await buildApp();

app.post('/api/__e2e/clock', { onRequest: app.adminOnly }, async (request) => {
  const offset = Number((request.body as { offset_ms?: unknown } | undefined)?.offset_ms ?? 0);
  setClock(offset ? () => new Date(Date.now() + offset) : null);
  return { offset_ms: offset };
});

await serve(app);
