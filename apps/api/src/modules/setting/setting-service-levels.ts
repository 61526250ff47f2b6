import {
  COMPLAINT_PRIORITIES,
  MSG,
  type TServiceLevel,
  type TStoreServiceLevelBody,
  type TUpdateServiceLevelBody,
} from '@amc/contracts';
import type { TDb, TPrisma } from '../../lib/kernel/db-client';
import { recordActivity } from '../../lib/kernel/activitylog';
import { AppError } from '../../lib/kernel/app-error';
import type { TCaller } from '../../lib/kernel/caller';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/kernel/db-errors';

const LEVEL_SELECT = {
  id: true,
  name: true,
  priority: true,
  isDefault: true,
  targets: { select: { priority: true, respondMinutes: true, resolveMinutes: true } },
  _count: { select: { amcs: true } },
} as const;

type TLevelRow = {
  id: number;
  name: string;
  priority: TServiceLevel['priority'];
  isDefault: boolean;
  targets: { priority: TServiceLevel['priority']; respondMinutes: number; resolveMinutes: number }[];
  _count: { amcs: number };
};

const toServiceLevel = (row: TLevelRow): TServiceLevel => ({
  id: row.id,
  name: row.name,
  priority: row.priority,
  is_default: row.isDefault,
  targets: COMPLAINT_PRIORITIES.flatMap((priority) => {
    const target = row.targets.find((t) => t.priority === priority);
    return target
      ? [{ priority, respond_minutes: target.respondMinutes, resolve_minutes: target.resolveMinutes }]
      : [];
  }),
  contracts: row._count.amcs,
});

/** Every service level, the default first, then by name (a business keeps a handful). */
export async function listServiceLevels(db: TDb): Promise<TServiceLevel[]> {
  const rows = await db.serviceLevel.findMany({
    select: LEVEL_SELECT,
    orderBy: [{ isDefault: 'desc' }, { name: 'asc' }],
  });
  return rows.map(toServiceLevel);
}

/**
 * Writes a level's fields and its four promises; made the default, it is the only one (the others lose the mark in
 * the same transaction). The name's unique index answers 409 on `name`, also under a race.
 */
async function writeLevel(
  prisma: TPrisma,
  caller: TCaller,
  id: number | null,
  body: TStoreServiceLevelBody,
): Promise<TServiceLevel> {
  try {
    return await prisma.$transaction(async (tx) => {
      const data = { name: body.name, priority: body.priority };
      let levelId: number;
      if (id === null) {
        levelId = (await tx.serviceLevel.create({ data: { ...data, isDefault: body.is_default } })).id;
      } else {
        const current = await tx.serviceLevel.findUnique({ where: { id }, select: { isDefault: true } });
        if (!current) throw new AppError('NOT_FOUND');
        // The default stays one: a level stops being it only by another becoming it.
        await tx.serviceLevel.update({
          where: { id },
          data: { ...data, isDefault: current.isDefault || body.is_default },
        });
        await tx.serviceLevelTarget.deleteMany({ where: { serviceLevelId: id } });
        levelId = id;
      }
      if (body.is_default)
        await tx.serviceLevel.updateMany({
          where: { id: { not: levelId }, isDefault: true },
          data: { isDefault: false },
        });
      await tx.serviceLevelTarget.createMany({
        data: body.targets.map((target) => ({
          serviceLevelId: levelId,
          priority: target.priority,
          respondMinutes: target.respond_minutes,
          resolveMinutes: target.resolve_minutes,
        })),
      });
      await recordActivity(tx, caller, {
        slug: 'setting',
        action: id === null ? 'create' : 'update',
        description: `${id === null ? 'Added' : 'Updated'} the service level ${body.name}`,
        recordId: levelId,
      });
      return toServiceLevel(
        await tx.serviceLevel.findUniqueOrThrow({ where: { id: levelId }, select: LEVEL_SELECT }),
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.field('name', MSG.serviceLevelTaken, 'CONFLICT');
    throw error;
  }
}

/**
 * A new level. The complaints already filed keep the promises they were filed under; new complaints on its
 * contracts are held to it.
 */
export const storeServiceLevel = (prisma: TPrisma, caller: TCaller, body: TStoreServiceLevelBody) =>
  writeLevel(prisma, caller, null, body);

/** Changes a level: complaints filed from now on are held to the new promises (those filed keep theirs). */
export const updateServiceLevel = (
  prisma: TPrisma,
  caller: TCaller,
  { id, ...body }: TUpdateServiceLevelBody,
) => writeLevel(prisma, caller, id, body);

/**
 * Deletes a level no contract or complaint holds (their foreign keys restrict it: 409), nor the default (409);
 * one that is not there answers 404.
 */
export async function deleteServiceLevel(prisma: TPrisma, caller: TCaller, id: number): Promise<void> {
  try {
    await prisma.$transaction(async (tx) => {
      const row = await tx.serviceLevel.findUnique({
        where: { id },
        select: { name: true, isDefault: true },
      });
      if (!row) throw new AppError('NOT_FOUND');
      if (row.isDefault) throw new AppError('CONFLICT', MSG.defaultServiceLevelKept);
      await tx.serviceLevel.delete({ where: { id } });
      await recordActivity(tx, caller, {
        slug: 'setting',
        action: 'delete',
        description: `Deleted the service level ${row.name}`,
        recordId: id,
      });
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new AppError('CONFLICT', MSG.serviceLevelInUse);
    throw error;
  }
}
