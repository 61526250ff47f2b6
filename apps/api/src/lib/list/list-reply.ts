import type { FastifyReply } from 'fastify';
import type { TListResult } from './list-query';

/**
 * Sends a list result: JSON as it is, CSV as a streamed download headed in the caller's language (else the
 * business's).
 */
export function sendList<TOut>(reply: FastifyReply, result: TListResult<TOut>) {
  if (result.kind === 'page') return reply.send(result.body);
  const language = reply.request.caller?.language ?? null;
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${result.filename}"`)
    .header('cache-control', 'no-store')
    .send(result.stream(language));
}
