import type { FastifyInstance } from 'fastify';
import { listenAddresses } from './lib/kernel/listen-addresses';
import { guardProcess } from './lib/kernel/process-guards';

/**
 * Runs a built app as the server process: listens on its port, says where to open it, and shuts down gracefully on
 * SIGTERM / SIGINT or a fatal error (requests in flight finish, 25 s at most). The product's entry (main.ts) and the
 * end-to-end tests' server (test/e2e/e2e-server.ts) both start this way.
 */
export async function serve(app: FastifyInstance, { announce = true } = {}): Promise<void> {
  let closing = false;
  async function shutdown(signal: string, exitCode = 0) {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => process.exit(1), 25_000);
    force.unref();
    await app.close();
    process.exit(exitCode);
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  guardProcess(process, app.log, (reason, exitCode) => void shutdown(reason, exitCode));

  try {
    await app.listen({ port: app.appConfig.port, host: app.appConfig.host });
    if (!announce) return;
    // On stdout as well as in the log, so it shows with any LOG_LEVEL, silent included.
    const [first, ...others] = listenAddresses(app.appConfig.host, app.appConfig.port);
    console.log(`AMC Service Manager is running. Open ${first} in a browser.`);
    if (others.length) console.log(`From other computers on the network: ${others.join(', ')}`);
    if (app.setupCode) console.log(`Setup code for installing from another computer: ${app.setupCode}`);
  } catch (error) {
    app.log.error({ err: error }, 'could not start');
    process.exit(1);
  }
}
