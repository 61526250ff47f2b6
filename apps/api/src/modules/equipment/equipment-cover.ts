import type { TEquipmentCover } from '@amc/contracts';
import type { TDb } from '../../lib/kernel/db-client';
import { calendarDate, dateColumn } from '../../lib/kernel/calendar-date';

/** What a cover is computed from: the item's own warranty and status. */
type TCoverInput = { id: number; warrantyEnd: Date | null; status: 'in_use' | 'retired' };

const NOT_COVERED: TEquipmentCover = { kind: 'none', until: null, amc: null };

/**
 * What covers each item on `today` (YYYY-MM-DD, the business's day): a contract that lists it and whose term holds
 * today (not closed; the one that runs longest when several do), else its warranty, else nothing. A retired item
 * is never covered. One statement for a page of items, through amc_equipment's (equipment_id) index.
 */
export async function readCovers(
  db: TDb,
  items: TCoverInput[],
  today: string,
): Promise<Map<number, TEquipmentCover>> {
  const inUse = items.filter((item) => item.status === 'in_use');
  const day = dateColumn(today);
  const links = inUse.length
    ? await db.amcEquipment.findMany({
        where: {
          equipmentId: { in: inUse.map((item) => item.id) },
          amc: {
            startDate: { lte: day },
            status: { not: 'closed' },
            OR: [{ endDate: null }, { endDate: { gte: day } }],
          },
        },
        select: { equipmentId: true, amc: { select: { id: true, amcNo: true, endDate: true } } },
      })
    : [];
  const contractOf = new Map<number, (typeof links)[number]['amc']>();
  for (const { equipmentId, amc } of links) {
    const held = contractOf.get(equipmentId);
    // An open-ended term outlasts any dated one; of two dated terms, the later end.
    const longer = !held || (held.endDate !== null && (amc.endDate === null || amc.endDate > held.endDate));
    if (longer) contractOf.set(equipmentId, amc);
  }
  return new Map(
    items.map((item): [number, TEquipmentCover] => {
      if (item.status !== 'in_use') return [item.id, NOT_COVERED];
      const amc = contractOf.get(item.id);
      if (amc)
        return [
          item.id,
          {
            kind: 'contract',
            until: amc.endDate ? calendarDate(amc.endDate) : null,
            amc: { id: amc.id, amc_no: amc.amcNo },
          },
        ];
      const warranty = item.warrantyEnd ? calendarDate(item.warrantyEnd) : null;
      if (warranty && warranty >= today) return [item.id, { kind: 'warranty', until: warranty, amc: null }];
      return [item.id, NOT_COVERED];
    }),
  );
}

/** Whether an item is covered today: a complaint on one that is not is chargeable by default. */
export const isCovered = (cover: TEquipmentCover) => cover.kind !== 'none';
