import { MSG } from '@amc/contracts';
import type { TDb } from '../../lib/kernel/db-client';
import { AppError } from '../../lib/kernel/app-error';

/**
 * The equipment a contract covers, or a visit or complaint names, must be the customer's own items, in use; `field`
 * names the form field refused (400) otherwise. Answers the items as read, in one statement by primary key.
 */
export async function checkCustomerEquipment(
  db: TDb,
  field: string,
  customerId: number,
  ids: number[],
): Promise<{ id: number; warrantyEnd: Date | null; status: 'in_use' | 'retired' }[]> {
  if (!ids.length) return [];
  const items = await db.equipment.findMany({
    where: { id: { in: ids }, customerId, status: 'in_use' },
    select: { id: true, warrantyEnd: true, status: true },
  });
  if (items.length !== ids.length) throw AppError.field(field, MSG.chooseEquipment);
  return items;
}
