import { MSG } from '@amc/contracts';
import { Prisma } from '../generated/prisma/client';
import { AppError } from './app-error';

/** A write refused by a UNIQUE index: the database's last word when two requests race past a service's check. */
export const isUniqueViolation = (error: unknown) =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';

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
