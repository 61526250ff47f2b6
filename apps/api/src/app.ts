import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { loadInstallConfig, readAppConfig, type TAppConfig } from './config';
import { Database } from './plugins/database';
import { errorsPlugin } from './plugins/errors';
import { multipartPlugin } from './plugins/multipart';
import { openapiPlugin } from './plugins/openapi';
import { eventsPlugin } from './plugins/events';
import { authPlugin } from './plugins/auth';
import { idempotencyPlugin } from './plugins/idempotency';
import { mailerPlugin } from './plugins/mailer';
import { schedulerPlugin } from './jobs/scheduler';
import { webAppPlugin } from './plugins/web-app';
import { apiRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    appConfig: TAppConfig;
    db: Database;
  }
}

/** Never log secrets: tokens in headers or in the SSE query string, passwords in bodies. */
function loggerOptions(config: TAppConfig): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  return {
    level: config.logLevel,
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.db_pass', '*.smtp_password'], censor: '[hidden]' },
    serializers: {
      req: (req) => ({ method: req.method, url: String(req.url).replace(/([?&]token=)[^&]+/, '$1[hidden]'), ip: req.ip }),
    },
  };
}

/** The built web app next to this package (apps/web/dist), whether running from src or from dist. */
function defaultWebDist(): string | undefined {
  const here = dirname(fileURLToPath(import.meta.url));
  return [resolve(here, '../../web/dist'), resolve(here, '../../../apps/web/dist')].find((dir) => existsSync(dir));
}

export async function buildApp(overrides: Partial<TAppConfig> = {}): Promise<FastifyInstance> {
  const config: TAppConfig = { ...readAppConfig(), ...overrides };
  config.webDistDir ??= defaultWebDist();

  const app = Fastify({
    logger: loggerOptions(config),
    genReqId: (req) => (typeof req.headers['x-request-id'] === 'string' ? req.headers['x-request-id'].slice(0, 64) : randomUUID()),
    trustProxy: config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // The request id ties a user's report to the log lines of that request. While shutting down, answers
  // close their connection, so a keep-alive socket does not hold the process open after its last response.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
  });

  app.decorate('appConfig', config);
  app.decorate('db', new Database(config.dbPool));

  await app.register(errorsPlugin);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        'style-src': ["'self'", "'unsafe-inline'"],
        'connect-src': ["'self'"],
      },
    },
  });
  await app.register(rateLimit, { global: false });
  await app.register(multipartPlugin);
  await app.register(openapiPlugin);
  await app.register(eventsPlugin);
  await app.register(authPlugin);
  await app.register(idempotencyPlugin);
  await app.register(mailerPlugin);
  await app.register(schedulerPlugin);
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(webAppPlugin);

  const install = loadInstallConfig(config.dataDir);
  if (install) {
    app.tokens.useSecret(install.jwtSecret);
    await app.db.connect(install.databaseUrl).catch((error: unknown) => {
      app.log.error({ err: error }, 'the configured database is not reachable; retrying in the background');
      keepTryingToConnect(app, install.databaseUrl);
    });
  }
  app.addHook('onClose', async () => app.db.disconnect());
  return app;
}

/** A database that is down at start-up comes back without a restart of the API. */
function keepTryingToConnect(app: FastifyInstance, databaseUrl: string) {
  const timer = setInterval(() => {
    app.db.connect(databaseUrl).then(
      () => {
        clearInterval(timer);
        app.log.info('connected to the database');
      },
      () => undefined,
    );
  }, 5000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
