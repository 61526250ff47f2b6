import { Prisma } from '../generated/prisma/client';

/** A write refused by a UNIQUE index: the database's last word when two requests race past a service's check. */
export const isUniqueViolation = (error: unknown) =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';

/** A delete refused by a RESTRICT foreign key: another row started to point at the record meanwhile. */
export const isForeignKeyViolation = (error: unknown) =>
  error instanceof Prisma.PrismaClientKnownRequestError && (error.code === 'P2003' || error.code === 'P2014');
