import { ZCreateEquipmentBody } from '@amc/contracts';
import type { TPrisma } from '../src/lib/kernel/db-client';
import type { TCaller } from '../src/lib/kernel/caller';
import { addDays } from '../src/lib/kernel/calendar-date';
import { NO_FILE_STORE } from '../src/lib/kernel/file-store';
import { addMonths } from '../src/modules/amc/amc-public';
import { createEquipment, NO_LABEL_LINK } from '../src/modules/equipment/equipment-public';

/** One installed item of a demo customer: its product, serial, where it stands, and when it went in. */
export type TDemoItem = {
  customerId: number;
  productId: number;
  serial: string;
  site?: string;
  location: string;
  /** Installed this many months before today (then moved by days, so items differ). */
  installedMonthsAgo: number;
  warrantyMonths: number;
};

/**
 * Registers a demo item through the equipment service, as the office would, unless its product already has that
 * serial (a second run adds nothing). Answers its id.
 */
export async function registerDemoItem(
  db: TPrisma,
  admin: TCaller,
  today: string,
  item: TDemoItem,
): Promise<number> {
  const found = await db.equipment.findUnique({
    where: { productId_serialNo: { productId: item.productId, serialNo: item.serial } },
    select: { id: true },
  });
  if (found) return found.id;
  const installed = addDays(addMonths(today, -item.installedMonthsAgo), -(item.serial.length % 9));
  const created = await createEquipment(
    db,
    admin,
    ZCreateEquipmentBody.parse({
      customer_id: item.customerId,
      product_id: item.productId,
      serial_no: item.serial,
      site: item.site ?? '',
      location: item.location,
      install_date: installed,
      warranty_end: addDays(addMonths(installed, item.warrantyMonths), -1),
    }),
    { fileStore: NO_FILE_STORE, labelLink: NO_LABEL_LINK },
  );
  return created.id;
}

/** A maker's serial for the demo: the model part of the code, the year's two digits (of a YYYY-MM-DD day) and a number. */
export const demoSerial = (code: string, day: string, n: number) =>
  `${code.split('-').slice(1).join('')}${day.slice(2, 4)}${String(4100 + n * 37).padStart(6, '0')}`;
