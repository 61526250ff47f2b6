import cluster from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import { listenAddresses } from './lib/kernel/listen-addresses';
import { guardProcess } from './lib/kernel/process-guards';
import { stopAcceptingOn } from './lib/kernel/stop-accepting';

/** How long a connection accepted just before the stop has to send its request (it normally takes a millisecond). */
const FIRST_REQUEST_WAIT_MS = 1000;

/**
 * Runs a built app as the server process: listens on its port, says where to open it, and shuts down gracefully on
 * SIGTERM / SIGINT or a fatal error: it takes no new connection, lets those just accepted send their request
 * (lib/kernel/stop-accepting.ts), then the requests in flight finish (25 s at most) and a cluster worker leaves.
 * The product's entry (main.ts) and the end-to-end tests' server (test/e2e/e2e-server.ts) both start this way.
 */
export async function serve(app: FastifyInstance, { announce = true } = {}): Promise<void> {
  let closing = false;
  const stopAccepting = stopAcceptingOn(app.server);
  async function shutdown(signal: string, exitCode = 0) {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => process.exit(1), 25_000);
    force.unref();
    await stopAccepting(FIRST_REQUEST_WAIT_MS);
    await app.close();
    // A cluster worker leaves through its channel to the primary, which answers that message after every message it
    // sent before: a connection it dealt here as the server closed has arrived by then and was handed back to it.
    // Exiting at once could leave such a connection in the channel, never answered.
    const worker = cluster.worker;
    if (worker) {
      const left = new Promise((resolve) => worker.once('disconnect', resolve));
      worker.disconnect();
      await left;
    }
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
