import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MSG } from '@amc/contracts';
import { AppError } from '../lib/kernel/app-error';
import { BackgroundLoop } from '../lib/kernel/background-loop';
import { isUniqueViolation } from '../lib/kernel/db-errors';

const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';
const KEY_FORMAT = /^[A-Za-z0-9_\-:.]{1,128}$/;
/** How long a key and its first answer are kept. */
const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
/** A claim whose request never finished (the process died meanwhile) is given up after this long. */
const ABANDONED_CLAIM_MS = 2 * 60 * 1000;
const PURGE_EVERY_MS = 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyRequest {
    /** The idempotency row this request claimed; its answer is stored there when sent. */
    idempotencyClaim?: number;
  }
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** The body with each uploaded file's bytes replaced by their hash: same request, same fingerprint. */
function fingerprintOf(value: unknown): unknown {
  if (Buffer.isBuffer(value)) return `sha256:${sha256(value)}`;
  if (Array.isArray(value)) return value.map(fingerprintOf);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, fingerprintOf(item)]));
  return value;
}

const requestHash = (request: FastifyRequest) =>
  sha256(`${request.method} ${request.url}\n${JSON.stringify(fingerprintOf(request.body)) ?? ''}`);

/**
 * `Idempotency-Key` on every signed-in POST (all the creates among them): the first request with a key claims it
 * by inserting (user, key), which the unique index lets one request only do; its answer is stored with the claim.
 * A repeat within 24 hours gets that answer again (same status and body, `Idempotent-Replayed: true`) and writes
 * nothing; a repeat while the first still runs, or the key sent with another request, is refused with 409. A 5xx
 * answer releases the claim, so the client's retry runs for real, except when the database connection broke under
 * the write (request.outcomeUnknown): it may have been saved, so the claim stays and a repeat is answered 409 with
 * that news. Requests without the header are untouched.
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance) => {
  const prisma = () => app.db.prisma;

  /** Claims the key, or answers the request from an earlier one; true when the request was answered. */
  async function claimOrReplay(request: FastifyRequest, reply: FastifyReply, userId: number, key: string) {
    const hash = requestHash(request);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      try {
        const claim = await prisma().idempotencyKey.create({ data: { userId, key, requestHash: hash } });
        request.idempotencyClaim = claim.id;
        return false;
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
      const earlier = await prisma().idempotencyKey.findUnique({ where: { userId_key: { userId, key } } });
      if (!earlier) continue; // Released or purged in the meantime: claim again.
      const age = Date.now() - earlier.createdAt.getTime();
      const abandoned = earlier.status === null && age > ABANDONED_CLAIM_MS;
      if (age > IDEMPOTENCY_KEY_TTL_MS || abandoned) {
        await prisma().idempotencyKey.deleteMany({ where: { id: earlier.id } });
        continue;
      }
      if (earlier.requestHash !== hash) throw new AppError('CONFLICT', MSG.idempotencyKeyReused);
      if (earlier.status === null) throw new AppError('CONFLICT', MSG.idempotencyKeyInProgress);
      reply.code(earlier.status).header(IDEMPOTENT_REPLAYED_HEADER, 'true');
      if (earlier.contentType) reply.type(earlier.contentType);
      await reply.send(earlier.body ?? '');
      return true;
    }
    throw new AppError('CONFLICT', MSG.idempotencyKeyInProgress);
  }

  app.addHook('preHandler', async (request, reply) => {
    const header = request.headers[IDEMPOTENCY_KEY_HEADER];
    // Only signed-in calls: the key is kept per user. The route's guard ran at onRequest, so the caller is known.
    if (request.method !== 'POST' || header === undefined || !request.caller) return;
    const key = Array.isArray(header) ? undefined : header;
    if (!key || !KEY_FORMAT.test(key))
      throw AppError.field(IDEMPOTENCY_KEY_HEADER, MSG.idempotencyKeyInvalid);
    if (await claimOrReplay(request, reply, request.caller.id, key)) return reply;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const id = request.idempotencyClaim;
    if (id === undefined) return payload;
    request.idempotencyClaim = undefined;
    // Whether it was saved is unknown: the key stays taken, and a repeat is told so instead of saving again.
    if (request.outcomeUnknown) {
      await storeAnswer(request, id, {
        status: 409,
        contentType: 'application/json; charset=utf-8',
        body: JSON.stringify({ error: true, message: MSG.saveOutcomeUnknown, issues: [] }),
      });
      return payload;
    }
    // A fault of ours, or an answer that is not text (a stream): nothing to replay, so a repeat runs again.
    if (reply.statusCode >= 500 || typeof payload !== 'string') {
      await prisma().idempotencyKey.deleteMany({ where: { id } });
      return payload;
    }
    const contentType = reply.getHeader('content-type');
    await storeAnswer(request, id, {
      status: reply.statusCode,
      contentType: typeof contentType === 'string' ? contentType.slice(0, 100) : null,
      body: payload,
    });
    return payload;
  });

  /** The answer goes out even when it cannot be stored: the claim then counts as abandoned after a while. */
  async function storeAnswer(
    request: FastifyRequest,
    id: number,
    data: { status: number; contentType: string | null; body: string },
  ) {
    await prisma()
      .idempotencyKey.update({ where: { id }, data })
      .catch((error: unknown) => request.log.error({ err: error }, 'idempotent answer not stored'));
  }

  if (app.appConfig.startWorkers) {
    const purge = new BackgroundLoop({
      name: 'idempotency key purge',
      intervalMs: PURGE_EVERY_MS,
      maxDelayMs: PURGE_EVERY_MS,
      log: app.log,
      run: async () => {
        if (!app.db.isConnected) return;
        await prisma().idempotencyKey.deleteMany({
          where: { createdAt: { lt: new Date(Date.now() - IDEMPOTENCY_KEY_TTL_MS) } },
        });
      },
    });
    purge.start();
    app.addHook('onClose', async () => purge.stop());
  }
});
