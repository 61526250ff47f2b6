import type { FastifyInstance } from 'fastify';
import { MSG, toPublicOrigin } from '@amc/contracts';
import { AppError } from './app-error';

/**
 * The address people reach the product at, for links in e-mails: PUBLIC_URL, else the domain name saved by
 * the install wizard and editable in Settings (or the one being installed). Never the request's Host header:
 * anyone can send any Host, and a reset link pointing at their own site would hand them the reset token.
 */
export async function publicOrigin(app: FastifyInstance, domainName?: string): Promise<string> {
  const address =
    app.appConfig.publicUrl ??
    domainName ??
    (await app.db.prisma.setting.findUniqueOrThrow({ where: { id: 1 }, select: { domainName: true } }))
      .domainName;
  const origin = toPublicOrigin(address);
  if (!origin) throw new AppError('UNAVAILABLE', MSG.noPublicAddress);
  return origin;
}
