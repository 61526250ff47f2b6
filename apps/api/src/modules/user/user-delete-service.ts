import { MSG } from '@amc/contracts';
import type { TPrisma } from '../../lib/kernel/db-client';
import { AppError } from '../../lib/kernel/app-error';
import { recordActivity } from '../../lib/kernel/activitylog';
import type { TCaller } from '../../lib/kernel/caller';
import { isForeignKeyViolation } from '../../lib/kernel/db-errors';
import { inUseConflict, inUseTexts, isInUse, type TUseCounts } from '../../lib/rules/in-use';
import { writeDroppingUploads } from '../../lib/kernel/uploads';
import { ownUserWhere } from './user-shape';
import { describeUser } from './user-service';
import type { TFileStore } from '../../lib/kernel/file-store';

/** The records that keep a user (RESTRICT foreign keys); what a user created merely loses its author. */
const referenceCounts = {
  sales: true,
  quotations: true,
  amcs: true,
  amcsAssigned: true,
  services: true,
  servicesAssigned: true,
  complaints: true,
  complaintsAssigned: true,
  purchasesSupplied: true,
  stockMovementsSupplied: true,
  tasksAsClient: true,
  tasksAssigned: true,
  equipment: true,
} as const;

type TReferenceCounts = { [K in keyof typeof referenceCounts]: number };

const uses = (c: TReferenceCounts): TUseCounts => ({
  sale: c.sales,
  quotation: c.quotations,
  amc: c.amcs + c.amcsAssigned,
  service: c.services + c.servicesAssigned,
  complaint: c.complaints + c.complaintsAssigned,
  purchase: c.purchasesSupplied,
  stockMovement: c.stockMovementsSupplied,
  task: c.tasksAsClient + c.tasksAssigned,
  equipment: c.equipment,
});

/**
 * Deletes one or several users in one transaction: all of them or none. An id that is not there (or not the
 * caller's to reach) answers 404; the admin account and the caller itself are refused; a user that sales,
 * complaints, contracts ... still point at is refused with 409 and the reason. Their profile images go too.
 */
export async function deleteUsers(
  prisma: TPrisma,
  fileStore: TFileStore,
  caller: TCaller,
  ids: number[],
): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.includes(caller.id)) throw AppError.field('ids', MSG.cannotDeleteSelf);
  try {
    return await writeDroppingUploads(prisma, fileStore, async (tx, drop) => {
      const users = await tx.user.findMany({
        where: { AND: [{ id: { in: unique } }, ownUserWhere(caller)] },
        select: {
          id: true,
          firstName: true,
          lastName: true,
          uniqueIdentity: true,
          profileImage: true,
          role: { select: { slug: true } },
          _count: { select: referenceCounts },
        },
      });
      if (users.length !== unique.length) throw new AppError('NOT_FOUND');
      if (users.some((u) => u.role.slug === 'admin')) throw AppError.field('ids', MSG.cannotDeleteAdmin);
      const inUse = users.filter((u) => isInUse(uses(u._count)));
      if (inUse.length) {
        const texts = await inUseTexts(tx, caller);
        const blocked = inUse.map((u) => ({
          path: `ids.${ids.indexOf(u.id)}`,
          message: texts.t('inUse.user', { who: describeUser(u), uses: texts.uses(uses(u._count)) }),
        }));
        throw new AppError('CONFLICT', blocked[0]!.message, blocked);
      }

      await tx.user.deleteMany({ where: { id: { in: unique } } });
      for (const user of users) {
        await drop(user.profileImage);
        await recordActivity(tx, caller, {
          slug: 'user',
          action: 'delete',
          description: `Deleted ${user.role.slug} ${describeUser(user)}`,
          recordId: user.id,
        });
      }
      return unique;
    });
  } catch (error) {
    // A record that started to point at one of them after the check: the foreign key refuses the delete.
    if (isForeignKeyViolation(error))
      throw await inUseConflict(prisma, caller, ({ t }) => t('inUse.userJustLinked'));
    throw error;
  }
}
