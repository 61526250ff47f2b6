import type { TDb } from '../../lib/kernel/db-client';

/**
 * A contract's assignee on each item it covers (amc_equipment.assigned_to_id, a copy of amcs.assigned_to_id):
 * written with every change of either, so an employee's equipment list reads its items from one index range.
 */
export async function setCoveredAssignee(db: TDb, amcId: number, assignedToId: number | null) {
  await db.amcEquipment.updateMany({ where: { amcId }, data: { assignedToId } });
}

/** Links the products and the equipment the form names, unlinks the others, and gives them the assignee. */
export async function replaceCovered(
  db: TDb,
  amc: { id: number; assignedToId: number | null },
  productIds: number[],
  equipmentIds: number[],
) {
  const amcId = amc.id;
  await db.amcProduct.deleteMany({ where: { amcId, productId: { notIn: productIds } } });
  await db.amcProduct.createMany({
    data: productIds.map((productId) => ({ amcId, productId })),
    skipDuplicates: true,
  });
  await db.amcEquipment.deleteMany({ where: { amcId, equipmentId: { notIn: equipmentIds } } });
  await db.amcEquipment.createMany({
    data: equipmentIds.map((equipmentId) => ({ amcId, equipmentId })),
    skipDuplicates: true,
  });
  await setCoveredAssignee(db, amcId, amc.assignedToId);
}
