import type { Prisma, PrismaClient } from '../../generated/prisma/client';

/** The API's database client (plugins/database.ts makes it and holds the connection). */
export type TPrisma = PrismaClient;

/** A client or a transaction: services take it so that they can join the caller's transaction. */
export type TDb = Prisma.TransactionClient;
