import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MSG } from '@amc/contracts';
import { loadInstallConfig } from '../../config';
import { AppError } from '../../lib/kernel/app-error';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one-time code a first install from another computer must give; null once installed. */
    setupCode: string | null;
  }
}

/** Headers a reverse proxy adds: their presence means the real client is somewhere else. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/** A Host header's name without its port: `[::1]:3000` → `::1`, `Localhost.:80` → `localhost`. */
function hostName(host: string): string {
  const name = host.startsWith('[') ? host.slice(1, host.indexOf(']')) : host.replace(/:\d*$/, '');
  return name.toLowerCase().replace(/\.$/, '');
}

const isLoopbackAddress = (address: string) =>
  address === '::1' || /^(::ffff:)?127\.\d+\.\d+\.\d+$/.test(address);

/**
 * Only someone at the server itself may install without the code. Three things must say so:
 * - The connection's own address is a loopback one. request.ip is not asked: behind a proxy on the same host
 *   every request arrives from 127.0.0.1, and a client can put 127.0.0.1 into X-Forwarded-For that a trusting
 *   proxy setup passes on. So a forwarded request always needs the code, whatever TRUST_PROXY says.
 * - The Host names the server as itself: a loopback name or address, or the address the connection reached. A
 *   DNS-rebinding name (evil.example resolving to 127.0.0.1) arrives from loopback too, but with its own Host.
 * - An Origin, when the browser sends one, is that same host: a page of another site open in a browser on the
 *   server can reach 127.0.0.1, but its requests carry its own Origin.
 */
function isLocalRequest(request: FastifyRequest): boolean {
  const { remoteAddress = '', localAddress = '' } = request.socket;
  if (!isLoopbackAddress(remoteAddress)) return false;
  if (FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  const host = request.headers.host ?? '';
  const name = hostName(host);
  const own = localAddress.replace(/^::ffff:/, '');
  if (name !== 'localhost' && !isLoopbackAddress(name) && name !== own) return false;
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === new URL(`http://${host}`).host;
  } catch {
    return false;
  }
}

export function setupCodeRequired(app: FastifyInstance, request: FastifyRequest): boolean {
  return app.setupCode !== null && !isLocalRequest(request);
}

/** Compared as digests, so the time taken says nothing about how much of a guess was right. */
export function assertSetupCode(
  app: FastifyInstance,
  request: FastifyRequest,
  given: string | undefined,
): void {
  if (!setupCodeRequired(app, request)) return;
  if (!given) throw AppError.field('setup_code', MSG.setupCodeRequired, 'FORBIDDEN');
  const digest = (code: string) => createHash('sha256').update(code.trim().toLowerCase()).digest();
  if (!timingSafeEqual(digest(given), digest(app.setupCode!)))
    throw AppError.field('setup_code', MSG.setupCodeWrong, 'FORBIDDEN');
}

/** A fresh code at every start of a server that is not installed yet, written to the log for its operator. */
export const setupCodePlugin = fp(async (app: FastifyInstance) => {
  const installed = loadInstallConfig(app.appConfig.dataDir) !== null;
  const code = installed ? null : (randomBytes(6).toString('hex').match(/.{4}/g) ?? []).join('-');
  app.decorate('setupCode', code);
  if (code)
    app.log.warn(
      `Not installed yet. To install from another computer, enter this setup code in the wizard: ${code}`,
    );
});
