import { MSG } from '@amc/contracts';
import { Prisma } from '../../generated/prisma/client';
import { AppError } from './app-error';

/** What the MariaDB driver said under a Prisma error: thrown as it is, or inside a known request error. */
function driverCause(error: unknown): { originalCode?: unknown; state?: unknown } | undefined {
  if (error instanceof Prisma.PrismaClientKnownRequestError)
    return (error.meta?.driverAdapterError as { cause?: object } | undefined)?.cause;
  if (error instanceof Error && error.name === 'DriverAdapterError')
    return (error as { cause?: object }).cause;
  return undefined;
}

/** The MySQL/MariaDB error number behind a driver adapter error, e.g. "1213"; '' for anything else. */
export const serverErrorNumber = (error: unknown) => String(driverCause(error)?.originalCode ?? '');

/**
 * The connector's and the server's numbers for a connection that ended under a statement: the socket closed or
 * timed out (45001, 45004, 45009, 45012, 45013, 45019, 45026), the pool closing (45027, 45035, 45037), the
 * server gone or the connection killed (2006, 2013, 1053, 1927).
 */
const CONNECTION_LOST = new Set([
  ...['45001', '45004', '45009', '45012', '45013', '45019', '45026', '45027', '45035', '45037'],
  ...['2006', '2013', '1053', '1927'],
]);

/**
 * The connection to the database ended while a statement ran (SQLSTATE class 08, or one of CONNECTION_LOST). For
 * a write, its outcome is then unknown: the COMMIT may have been carried out with only its answer lost.
 */
export function isConnectionLost(error: unknown): boolean {
  const cause = driverCause(error);
  if (!cause) return false;
  return String(cause.state ?? '').startsWith('08') || CONNECTION_LOST.has(String(cause.originalCode ?? ''));
}

/**
 * A table or a column this build's models name is not in the database (Prisma's P2021, P2022): a migration not yet
 * applied, or a restore not finished. The statement did nothing; the database must be mended, not the request.
 */
export const isSchemaMissing = (error: unknown) =>
  error instanceof Prisma.PrismaClientKnownRequestError && (error.code === 'P2021' || error.code === 'P2022');

/** Seconds a client is told to wait when the database is unreachable or lacks a table: mending it takes a while. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 30;

/** A write refused by a UNIQUE index: the database's last word when two requests race past a service's check. */
export const isUniqueViolation = (error: unknown) =>
  (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') ||
  // A raw statement's (lib/kernel/bulk-insert.ts) duplicate key comes as the server's own number.
  serverErrorNumber(error) === '1062';

/** A delete refused by a RESTRICT foreign key: another row started to point at the record meanwhile. */
export const isForeignKeyViolation = (error: unknown) =>
  error instanceof Prisma.PrismaClientKnownRequestError && (error.code === 'P2003' || error.code === 'P2014');

/**
 * Runs a write whose record has a name unique within its table or list (a tax, a brand): the unique index,
 * compared without case, refuses a second "GST 18%" or "Daikin", also when two requests race; that refusal
 * becomes the issue on the name field (409).
 */
export async function withNameConflict<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.field('name', MSG.nameTaken, 'CONFLICT');
    throw error;
  }
}
