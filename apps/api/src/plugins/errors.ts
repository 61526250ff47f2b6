import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { MSG, type TErrorResponse } from '@amc/contracts';
import { AppError, type TIssue } from '../lib/kernel/app-error';
import {
  isConnectionLost,
  isSchemaMissing,
  isUniqueViolation,
  UNAVAILABLE_RETRY_AFTER_SECONDS,
} from '../lib/kernel/db-errors';
import { isDatabaseSaturated, isLockConflict } from '../lib/kernel/db-contention';

/** Seconds a client is told to wait before sending again a request the saturated database could not take. */
const BUSY_RETRY_AFTER_SECONDS = 2;

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The connection to the database broke under this write: whether it was saved is unknown. The idempotency
     * plugin then keeps the request's key, so a retry with it cannot save a second time.
     */
    outcomeUnknown?: boolean;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * One failure shape for the whole API (DESIGN.md section 2): a status that means it and
 * `{ error: true, message, issues }`. Input problems are 4xx with the contract's messages; only our own
 * faults become 500, logged with their stack but never sent to the client.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const body = (
      status: number,
      message: string,
      issues: TIssue[] = [],
    ): TErrorResponse & { status: number } => ({
      status,
      error: true,
      message,
      issues,
    });
    let result: ReturnType<typeof body>;

    if (error instanceof AppError) {
      result = body(error.statusCode, error.message, error.issues);
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.flatMap((v) => {
        const path = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
        // A strict body's unknown keys: one issue each, named (lib/kernel/strict-body.ts).
        if (v.keyword === 'unrecognized_keys')
          return (v.params.keys as string[]).map((key) => ({
            path: path ? `${path}.${key}` : key,
            message: MSG.unknownField(key),
          }));
        return [{ path, message: v.message ?? MSG.invalidInput }];
      });
      result = body(400, issues[0]?.message ?? MSG.invalidInput, issues);
    } else if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      result = body(500, MSG.serverError);
    } else if (error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      result = body(413, MSG.fileTooLarge);
    } else if (
      error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ||
      error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE'
    ) {
      result = body(415, 'This content type is not accepted here.');
    } else if (isUniqueViolation(error)) {
      // The last line when two requests race past a service's own check (which words it better): never a 500.
      result = body(409, MSG.alreadyExists);
    } else if (error.statusCode === 429) {
      result = body(429, MSG.tooManyRequests);
    } else if (isDatabaseSaturated(error) || isLockConflict(error)) {
      // Load, not a fault: no connection came free in time, or lock conflicts outlasted their retries.
      request.log.warn({ err: error }, 'database saturated; answered 503');
      reply.header('retry-after', String(BUSY_RETRY_AFTER_SECONDS));
      result = body(503, MSG.serverBusy);
    } else if (isConnectionLost(error) && !READS.has(request.method)) {
      // Not "nothing was saved": the COMMIT may have gone through with only its answer lost. No Retry-After, as
      // sending it again blindly could save it twice.
      request.log.error({ err: error }, 'database connection lost under a write; outcome unknown');
      request.outcomeUnknown = true;
      result = body(503, MSG.saveOutcomeUnknown);
    } else if (isConnectionLost(error) || isSchemaMissing(error)) {
      request.log.error({ err: error }, 'database unavailable; answered 503');
      reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      result = body(503, MSG.databaseUnavailable);
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors (bad JSON, empty body ...): the sentence it gives is safe to show.
      result = body(error.statusCode, error.message);
    } else {
      request.log.error({ err: error }, 'unhandled error');
      result = body(500, MSG.serverError);
    }

    const { status, ...payload } = result;
    if (status >= 500 && !(error instanceof AppError)) reply.header('cache-control', 'no-store');
    return reply.status(status).send(payload);
  });
});
