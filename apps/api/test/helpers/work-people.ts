import { sweepSignedInUsers } from './test-users';
import type { FastifyInstance } from 'fastify';
import { todayIn, type TRoleSlug } from '@amc/contracts';
import { hashPassword } from '../../src/lib/kernel/password';
import { DAY_TOTALS, rebuildDayTotalsSql } from '../../src/lib/rules/day-totals';
import { signIn } from './test-app';

export type TPerson = { id: number; email: string; token: string };

/** A signed-in user of a role with a real name (the complaint notices greet people by name). */
export async function addPerson(
  app: FastifyInstance,
  role: TRoleSlug,
  email: string,
  firstName: string,
  lastName: string,
): Promise<TPerson> {
  const prisma = app.db.prisma;
  const roleRow = await prisma.role.findUniqueOrThrow({ where: { slug: role } });
  const user = await prisma.user.create({
    data: { email, firstName, lastName, roleId: roleRow.id, passwordHash: await hashPassword('Secret123') },
  });
  return { id: user.id, email, token: await signIn(app, email, 'Secret123') };
}

/** The report tests' people: two customers, two employees and a supplier, each signed in. */
export type TReportPeople = Record<
  'customerA' | 'customerB' | 'employee1' | 'employee2' | 'supplier',
  TPerson
>;

export async function addReportPeople(app: FastifyInstance): Promise<TReportPeople> {
  return {
    customerA: await addPerson(app, 'customer', 'asha@example.com', 'Asha', 'Rao'),
    customerB: await addPerson(app, 'customer', 'bilal@example.com', 'Bilal', 'Khan'),
    employee1: await addPerson(app, 'employee', 'esha@example.com', 'Esha', 'Nair'),
    employee2: await addPerson(app, 'employee', 'farid@example.com', 'Farid', 'Ali'),
    supplier: await addPerson(app, 'supplier', 'sam@example.com', 'Sam', 'Supply'),
  };
}

/** Today in the installation's time zone (the settings'), and the day `days` from it, as YYYY-MM-DD. */
export async function businessToday(app: FastifyInstance): Promise<string> {
  const settings = await app.db.prisma.setting.findUniqueOrThrow({ where: { id: 1 } });
  return todayIn(settings.timeZone);
}

export const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export const dateColumn = (day: string) => new Date(`${day}T00:00:00Z`);

/** Gives a role one more right, straight in the database; its users' next requests have it. */
export async function grantRight(app: FastifyInstance, role: TRoleSlug, moduleSlug: string, action: string) {
  const prisma = app.db.prisma;
  const roleRow = await prisma.role.findUniqueOrThrow({ where: { slug: role } });
  const moduleRow = await prisma.module.findUniqueOrThrow({ where: { slug: moduleSlug } });
  await prisma.roleRight.create({ data: { roleId: roleRow.id, moduleId: moduleRow.id, action } });
  await sweepSignedInUsers(app);
}

/**
 * Rows written straight into services, complaints or sales (fixtures) bypass the write paths that keep the
 * per-day report totals: rebuild them from the rows, as the bench seed does after its bulk load.
 */
export async function rebuildDayTotals(app: FastifyInstance) {
  const prisma = app.db.prisma;
  await prisma.$transaction(async (tx) => {
    for (const spec of DAY_TOTALS)
      for (const sql of rebuildDayTotalsSql(spec)) await tx.$executeRawUnsafe(sql);
  });
}
