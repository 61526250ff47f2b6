import { PrismaMariaDb } from '@prisma/adapter-mariadb';
import { PrismaClient, type Prisma } from '../generated/prisma/client';
import { AppError } from '../lib/kernel/app-error';
import { latestShippedMigration } from '../db/migrate';
import { retryOnLockConflict } from '../lib/kernel/db-contention';
import { serverErrorNumber } from '../lib/kernel/db-errors';

/** The connection pool of one API process (DB_POOL_SIZE, DB_POOL_TIMEOUT_MS). */
export type TPoolOptions = {
  /** Connections kept open at most; a request waiting on a row lock holds one, so this is how many can wait. */
  size: number;
  /** How long a query or a transaction waits for a free connection before the request answers 503. */
  timeoutMs: number;
};

export const DEFAULT_POOL: TPoolOptions = { size: 20, timeoutMs: 10_000 };

/** Sees each SQL statement the client runs (the bench counts and replays them); none in production. */
export type TQueryListener = (event: Prisma.QueryEvent) => void;

/** mysql://user:pass@host:port/db -> the pool options of the MariaDB driver adapter. */
export function connectionOptions(databaseUrl: string, pool: TPoolOptions = DEFAULT_POOL) {
  const url = new URL(databaseUrl);
  return {
    host: url.hostname,
    port: Number(url.port || 3306),
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
    database: url.pathname.replace(/^\//, ''),
    connectionLimit: pool.size,
    acquireTimeout: pool.timeoutMs,
    // MySQL 8's caching_sha2_password over a plain connection needs the server's key.
    allowPublicKeyRetrieval: true,
  };
}

/**
 * The client every part of the API uses. Its interactive transactions wait for a connection as long as a plain
 * query does, and run again when a deadlock or a lock wait timeout rolled them back (retryOnLockConflict): one
 * place for every write transaction, the stock ledger's and the document counters' included.
 */
export function createPrismaClient(
  databaseUrl: string,
  pool: TPoolOptions = DEFAULT_POOL,
  onQuery?: TQueryListener,
): PrismaClient {
  const client = new PrismaClient({
    // The text protocol: one round trip a statement, the values escaped by the driver. The binary protocol with
    // the adapter's prepare cache off (its default) sends PREPARE, EXECUTE and CLOSE for every statement, which
    // costs the server a parse and the API two more socket writes each time (docs/PERFORMANCE.md).
    adapter: new PrismaMariaDb(connectionOptions(databaseUrl, pool), { useTextProtocol: true }),
    transactionOptions: { maxWait: pool.timeoutMs },
    ...(onQuery ? { log: [{ emit: 'event' as const, level: 'query' as const }] } : {}),
  });
  if (onQuery) (client as PrismaClient<'query'>).$on('query', onQuery);
  const start = client.$transaction.bind(client) as (...args: unknown[]) => Promise<unknown>;
  client.$transaction = ((first: unknown, ...rest: unknown[]) =>
    typeof first === 'function'
      ? retryOnLockConflict(() => start(first, ...rest))
      : start(first, ...rest)) as PrismaClient['$transaction'];
  return client;
}

/**
 * The API starts with no database (before the install wizard ran); this holder is connected at start-up
 * when a configuration exists, or by the install call. Asking for the client before that answers 503.
 */
export class Database {
  private client: PrismaClient | null = null;
  private replica: PrismaClient | null = null;
  private databaseUrl: string | null = null;

  constructor(
    private readonly pool: TPoolOptions = DEFAULT_POOL,
    private readonly onQuery?: TQueryListener,
    /** DATABASE_REPLICA_URL: a read replica of the database, for reports and exports (`reader`). */
    private readonly replicaUrl?: string,
  ) {}

  get isConnected(): boolean {
    return this.client !== null;
  }

  /** The connected database's address (a backup reads it with its own connection). */
  get url(): string {
    if (!this.databaseUrl) throw new AppError('NOT_INSTALLED');
    return this.databaseUrl;
  }

  get prisma(): PrismaClient {
    if (!this.client) throw new AppError('NOT_INSTALLED');
    return this.client;
  }

  /**
   * What reports and exports read: the replica when DATABASE_REPLICA_URL is set (long reads that would hold the
   * primary's connections and buffer pool go there), else the primary. A replica runs a moment behind: nothing
   * that is read in order to write, or shown right after a write, reads it.
   */
  get reader(): PrismaClient {
    if (!this.client) throw new AppError('NOT_INSTALLED');
    return this.replica ?? this.client;
  }

  /** A list's reader: its CSV export (`format=csv`) reads the replica, its pages the primary. */
  forList(query: { format?: string }): PrismaClient {
    return query.format === 'csv' ? this.reader : this.prisma;
  }

  async connect(databaseUrl: string): Promise<void> {
    const client = createPrismaClient(databaseUrl, this.pool, this.onQuery);
    await client.$queryRaw`SELECT 1`;
    const replica = this.replicaUrl ? createPrismaClient(this.replicaUrl, this.pool, this.onQuery) : null;
    // A replica that does not answer at start is a setting to fix, said now rather than on the first report.
    if (replica)
      await replica.$queryRaw`SELECT 1`.catch(async (error: unknown) => {
        await client.$disconnect();
        throw error;
      });
    await this.disconnect();
    this.client = client;
    this.replica = replica;
    this.databaseUrl = databaseUrl;
  }

  async disconnect(): Promise<void> {
    const clients = [this.client, this.replica];
    this.client = null;
    this.replica = null;
    await Promise.all(clients.map((client) => client?.$disconnect()));
  }

  /**
   * 'up' when the database answers and holds what this build reads: its last migration applied, and a table for
   * each of its models (a restore cut short, or a table dropped by hand, is found here before a request meets it).
   * 'incomplete' otherwise, 'down' when it does not answer. Two light statements; the health check's.
   */
  async readiness(): Promise<'up' | 'down' | 'incomplete'> {
    const client = this.client;
    if (!client) return 'down';
    try {
      const [tables, [last]] = await Promise.all([
        client.$queryRaw<{ name: string }[]>`
          SELECT table_name AS name FROM information_schema.tables WHERE table_schema = DATABASE()`,
        client.$queryRaw<{ name: string }[]>`
          SELECT migration_name AS name FROM _prisma_migrations
          WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name DESC LIMIT 1`,
      ]);
      const present = new Set(tables.map((table) => table.name.toLowerCase()));
      const missing = modelTables(client).filter((table) => !present.has(table));
      if (missing.length || !last || last.name < latestShippedMigration()) return 'incomplete';
      return 'up';
    } catch (error) {
      return serverErrorNumber(error) === '1146' ? 'incomplete' : 'down';
    }
  }
}

/**
 * The table of each model of the generated client. Read from its runtime data model: Prisma keeps it on the client
 * (typed in its runtime's declarations) and offers no other list of @@map names at run time.
 */
function modelTables(client: PrismaClient): string[] {
  const { models } = (
    client as unknown as { _runtimeDataModel: { models: Record<string, { dbName: string | null }> } }
  )._runtimeDataModel;
  return Object.entries(models).map(([name, model]) => (model.dbName ?? name).toLowerCase());
}
