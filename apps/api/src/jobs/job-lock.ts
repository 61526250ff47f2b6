import type { TPrisma } from '../lib/kernel/db-client';

/** How long a job may hold its lock (and the connection pinned for it) before the run is abandoned. */
const LOCK_HOLD_MS = 30 * 60 * 1000;

/**
 * Runs `work` under a MySQL named lock, so that with several API processes on one database a job runs in one of
 * them only; a process that finds the lock taken skips this run. GET_LOCK belongs to a connection, so a
 * transaction pins one connection for taking and releasing it (the work itself uses the normal pool). The
 * name is hashed with the database's name: locks are server-wide and several installations may share a server.
 */
export async function withJobLock<T>(
  prisma: TPrisma,
  job: string,
  work: () => Promise<T>,
): Promise<{ ran: true; result: T } | { ran: false }> {
  return prisma.$transaction(
    async (tx) => {
      const [taken] = await tx.$queryRaw<{ got: bigint | number | null }[]>`
        SELECT GET_LOCK(SHA1(CONCAT(DATABASE(), ':job:', ${job})), 0) AS got`;
      if (Number(taken?.got) !== 1) return { ran: false as const };
      try {
        return { ran: true as const, result: await work() };
      } finally {
        await tx.$queryRaw`SELECT RELEASE_LOCK(SHA1(CONCAT(DATABASE(), ':job:', ${job}))) AS released`;
      }
    },
    { maxWait: 10_000, timeout: LOCK_HOLD_MS },
  );
}
