import { Prisma } from '../../generated/prisma/client';
import { serverErrorNumber } from './db-errors';

/**
 * A transaction the server rolled back because it waited on another one: a deadlock (1213, Prisma's P2034) or a
 * lock wait timeout (1205). Running the whole transaction again is the remedy the server itself advises.
 */
export const isLockConflict = (error: unknown) =>
  (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2034') ||
  ['1213', '1205'].includes(serverErrorNumber(error));

/**
 * The database is saturated: no pooled connection came free in time (the MariaDB pool's own error 45028), a
 * transaction could not start within its wait, or it ran past its time limit while queued behind others' locks
 * (Prisma's transaction errors, P2028: the transaction is rolled back). The request did nothing and may be sent
 * again later. Twenty clients filing complaints at once on a loaded server queue on the counter row this long.
 */
export const isDatabaseSaturated = (error: unknown) =>
  serverErrorNumber(error) === '45028' ||
  (error instanceof Prisma.PrismaClientKnownRequestError &&
    error.code === 'P2028' &&
    /Unable to start a transaction|expired transaction|Transaction already closed/.test(error.message));

/** How many times in all a transaction runs when lock conflicts keep rolling it back. */
const LOCK_CONFLICT_ATTEMPTS = 4;
const LOCK_CONFLICT_BASE_DELAY_MS = 25;

/**
 * Runs `transaction` again after a lock conflict, a bounded number of times, waiting a random time that grows
 * with each attempt ("full jitter"), so the writers that collided do not collide again in lockstep. The last
 * conflict is thrown to the caller (the error plugin answers it with 503 and Retry-After).
 */
export async function retryOnLockConflict<T>(transaction: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await transaction();
    } catch (error) {
      if (attempt >= LOCK_CONFLICT_ATTEMPTS || !isLockConflict(error)) throw error;
      const delayMs = Math.random() * LOCK_CONFLICT_BASE_DELAY_MS * 2 ** attempt;
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}
