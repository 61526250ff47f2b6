import { PrismaMariaDb } from '@prisma/adapter-mariadb';
import { PrismaClient, type Prisma } from '../generated/prisma/client';
import { AppError } from '../lib/app-error';

export type TPrisma = PrismaClient;
/** A client or a transaction: services take it so that they can join the caller's transaction. */
export type TDb = Prisma.TransactionClient;

/** mysql://user:pass@host:port/db -> the pool options of the MariaDB driver adapter. */
export function connectionOptions(databaseUrl: string) {
  const url = new URL(databaseUrl);
  return {
    host: url.hostname,
    port: Number(url.port || 3306),
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
    database: url.pathname.replace(/^\//, ''),
    connectionLimit: Number(url.searchParams.get('connection_limit') ?? 10),
    // MySQL 8's caching_sha2_password over a plain connection needs the server's key.
    allowPublicKeyRetrieval: true,
  };
}

export function createPrismaClient(databaseUrl: string): PrismaClient {
  return new PrismaClient({ adapter: new PrismaMariaDb(connectionOptions(databaseUrl)) });
}

/**
 * The API starts with no database (before the install wizard ran); this holder is connected at start-up
 * when a configuration exists, or by the install call. Asking for the client before that answers 503.
 */
export class Database {
  private client: PrismaClient | null = null;

  get isConnected(): boolean {
    return this.client !== null;
  }

  get prisma(): PrismaClient {
    if (!this.client) throw new AppError('NOT_INSTALLED');
    return this.client;
  }

  async connect(databaseUrl: string): Promise<void> {
    const client = createPrismaClient(databaseUrl);
    await client.$queryRaw`SELECT 1`;
    await this.disconnect();
    this.client = client;
  }

  async disconnect(): Promise<void> {
    const client = this.client;
    this.client = null;
    await client?.$disconnect();
  }

  async ping(): Promise<boolean> {
    if (!this.client) return false;
    try {
      await this.client.$queryRaw`SELECT 1`;
      return true;
    } catch {
      return false;
    }
  }
}
