import type { FastifyInstance } from 'fastify';
import type { TRoleSlug } from '@amc/contracts';
import { hashPassword } from '../../src/lib/kernel/password';

/** Puts a user of a role straight into the database (the users module is not what these tests are about). */
export async function createUser(
  app: FastifyInstance,
  role: TRoleSlug,
  email: string,
  password = 'Secret123',
) {
  const prisma = app.db.prisma;
  const roleRow = await prisma.role.findUniqueOrThrow({ where: { slug: role } });
  return prisma.user.create({
    data: {
      email,
      passwordHash: await hashPassword(password),
      firstName: role[0]!.toUpperCase() + role.slice(1),
      lastName: 'Tester',
      roleId: roleRow.id,
    },
  });
}

/**
 * After rights or users were changed straight in the database, where no route tells the server: its sweep (every
 * second) finds the signed-in users it holds changed; a test runs one at once rather than wait for it.
 */
export const sweepSignedInUsers = (app: FastifyInstance) => app.tokenUsers.sweep();
