import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MSG } from '@amc/contracts';
import { loadInstallConfig } from '../../config';
import { AppError } from '../../lib/app-error';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one-time code a first install from another computer must give; null once installed. */
    setupCode: string | null;
  }
}

/** Headers a reverse proxy adds: their presence means the real client is somewhere else. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/**
 * Only someone at the server itself may install without the code. The connection's own address decides, not
 * request.ip: behind a proxy on the same host every request arrives from 127.0.0.1, and a client can put
 * 127.0.0.1 into X-Forwarded-For that a trusting proxy setup passes on. So a forwarded request always needs
 * the code, whatever TRUST_PROXY says.
 */
function isLocalRequest(request: FastifyRequest): boolean {
  const peer = request.socket.remoteAddress ?? '';
  const loopback = peer === '::1' || /^(::ffff:)?127\./.test(peer);
  return loopback && !FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined);
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
