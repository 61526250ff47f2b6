import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { ClusterRateLimitStore } from './lib/kernel/rate-limit-cluster';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { loadInstallConfig, readAppConfig, type TAppConfig, type TInstallConfig } from './config';
import { Database } from './plugins/database';
import { errorsPlugin } from './plugins/errors';
import { securityHeadersPlugin } from './plugins/security-headers';
import { compressionPlugin } from './plugins/compression';
import { multipartPlugin } from './plugins/multipart';
import { openapiPlugin } from './plugins/openapi';
import { eventsPlugin } from './plugins/events';
import { authPlugin } from './plugins/auth';
import { afterReplyPlugin } from './plugins/after-reply';
import { idempotencyPlugin } from './plugins/idempotency';
import { mailerPlugin } from './plugins/mailer';
import { webhooksPlugin } from './plugins/webhooks';
import { schedulerPlugin } from './jobs/scheduler';
import { webAppPlugin } from './plugins/web-app';
import { isInstalling, setupCodePlugin } from './modules/install/install-public';
import { apiRoutes } from './routes';
import { strictBodyValidatorCompiler } from './lib/kernel/strict-body';
import { openFileStore, type TFileStore } from './lib/kernel/file-store';

declare module 'fastify' {
  interface FastifyInstance {
    appConfig: TAppConfig;
    db: Database;
    /** Uploads and backups (lib/kernel/file-store.ts). */
    fileStore: TFileStore;
  }
}

/** Every `token` parameter of a query string (repeated, any case) with its value hidden. */
const hideQueryTokens = (url: string) => url.replace(/([?&;]token=)[^&;#]*/gi, '$1[hidden]');

/** Never log secrets: tokens in headers or in the SSE query string, passwords in bodies. */
export function loggerOptions(config: TAppConfig): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  return {
    level: config.logLevel,
    ...(config.logStream ? { stream: config.logStream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.db_pass',
        '*.smtp_password',
      ],
      censor: '[hidden]',
    },
    serializers: {
      req: (req) => ({ method: req.method, url: hideQueryTokens(String(req.url)), ip: req.ip }),
    },
  };
}

/**
 * Fastify's own two lines a request ("incoming request", "request completed") at info would fill an office server's
 * log; one line a request is written at debug instead. Errors are still logged (the errors plugin, and here).
 */
class RequestLogController extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    const line = { req: request, status: reply.statusCode, ms: Math.round(reply.elapsedTime) };
    if (error) reply.log.error({ ...line, err: error }, 'request failed');
    else reply.log.debug(line, 'request');
  }
}

/**
 * Rate-limit counters live in Redis when `REDIS_URL` is set, so every API process serving the installation
 * counts the same attempts; in a cluster's primary for its workers without Redis (lib/kernel/rate-limit-cluster.ts); in
 * this process's memory otherwise. Keys are prefixed with the installation's channel name, like its live events,
 * so installations sharing one Redis keep their own counts.
 */
function rateLimitStore(
  app: FastifyInstance,
  config: TAppConfig,
): { redis?: Redis; nameSpace?: string; store?: typeof ClusterRateLimitStore } {
  if (!config.redisUrl) return config.workerIndex > 0 ? { store: ClusterRateLimitStore } : {};
  // Few retries and a short connect time: a request waits for a counter at most briefly, then goes through.
  const redis = new Redis(config.redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1 });
  redis.on('error', (error: Error) => app.log.warn({ err: error }, 'rate limits: Redis connection problem'));
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => undefined);
  });
  return { redis, nameSpace: `${config.redisChannel}:rate-limit:` };
}

/** The built web app next to this package (apps/web/dist), whether running from src or from dist. */
function defaultWebDist(): string | undefined {
  const here = dirname(fileURLToPath(import.meta.url));
  return [resolve(here, '../../web/dist'), resolve(here, '../../../apps/web/dist')].find((dir) =>
    existsSync(dir),
  );
}

export async function buildApp(overrides: Partial<TAppConfig> = {}): Promise<FastifyInstance> {
  const config: TAppConfig = { ...readAppConfig(), ...overrides };
  config.webDistDir ??= defaultWebDist();

  const app = Fastify({
    logger: loggerOptions(config),
    genReqId: (req) =>
      typeof req.headers['x-request-id'] === 'string'
        ? req.headers['x-request-id'].slice(0, 64)
        : randomUUID(),
    trustProxy: config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    logController: new RequestLogController(),
    // While shutting down, a request whose connection the server took just before it stopped listening is served as
    // usual, not answered 503 (Fastify's default): new connections are refused, so a load balancer sends them to the
    // other servers, and a request already on its way here has nowhere else to go (several-servers.test.ts).
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(strictBodyValidatorCompiler);
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
  app.decorate('db', new Database(config.dbPool, config.onDbQuery, config.databaseReplicaUrl));
  app.decorate('fileStore', openFileStore(config.fileStore, config.dataDir));
  // Before the routes, whose hooks are fixed when they are registered.
  const install = loadInstallConfig(config.dataDir);
  if (!install) watchForInstallation(app);

  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(compressionPlugin);
  await app.register(rateLimit, { global: false, ...rateLimitStore(app, config) });
  await app.register(setupCodePlugin);
  await app.register(multipartPlugin);
  await app.register(openapiPlugin);
  await app.register(eventsPlugin);
  await app.register(authPlugin);
  await app.register(afterReplyPlugin);
  await app.register(idempotencyPlugin);
  await app.register(mailerPlugin);
  await app.register(webhooksPlugin);
  await app.register(schedulerPlugin);
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(webAppPlugin);

  if (install) await useInstallation(app, install);
  app.addHook('onClose', async () => app.db.disconnect());
  return app;
}

async function useInstallation(app: FastifyInstance, install: TInstallConfig) {
  app.tokens.useSecret(install.jwtSecret);
  await app.db.connect(install.databaseUrl).catch((error: unknown) => {
    app.log.error({ err: error }, 'the configured database is not reachable; retrying in the background');
    keepTryingToConnect(app, install.databaseUrl);
  });
}

/**
 * Several servers on one data folder (replicas behind a load balancer sharing a volume): the wizard runs on one of
 * them, and the others take the installation up from its config.json at their next request (a load balancer's
 * health check is one), without a restart. A file read per request only while not installed: the wizard's pages.
 */
function watchForInstallation(app: FastifyInstance) {
  let taking: Promise<void> | null = null;
  app.addHook('onRequest', async () => {
    if (app.db.isConnected || isInstalling()) return;
    if (!taking) {
      const install = loadInstallConfig(app.appConfig.dataDir);
      if (!install) return;
      taking = useInstallation(app, install);
    }
    await taking;
  });
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
