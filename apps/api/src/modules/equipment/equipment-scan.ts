import { EQUIPMENT_TOKEN, type TEquipmentScan } from '@amc/contracts';
import type { TDb } from '../../lib/kernel/db-client';
import { AppError } from '../../lib/kernel/app-error';
import type { TCaller } from '../../lib/kernel/caller';
import { readBusinessCalendar } from '../../lib/kernel/calendar-date';
import { isCovered, readCovers } from './equipment-cover';

/** What a scanned label stands for: an item in use, by its current token. */
const LABELLED_ITEM_SELECT = {
  id: true,
  customerId: true,
  productId: true,
  serialNo: true,
  warrantyEnd: true,
  status: true,
  product: { select: { name: true } },
} as const;

/**
 * The item a label's token names, in use. A malformed, unknown or re-issued token, or a retired item's, answers
 * 404 with nothing more: a label that no longer stands for a serviced item tells nobody anything.
 */
export async function findLabelledItem(db: TDb, token: string) {
  // The format is checked first, so a scanner's garbage never reaches the query.
  const item = EQUIPMENT_TOKEN.test(token)
    ? await db.equipment.findUnique({ where: { labelToken: token }, select: LABELLED_ITEM_SELECT })
    : null;
  if (!item || item.status !== 'in_use') throw new AppError('NOT_FOUND');
  return item;
}

/**
 * GET /api/public/equipment/:token: the business, the product and serial, and whether it is covered today. The
 * item's id only for its own customer, signed in on the phone that scanned (`caller`, when a valid session came
 * along), who is sent to its own complaint form instead.
 */
export async function readEquipmentScan(db: TDb, token: string, caller?: TCaller): Promise<TEquipmentScan> {
  const item = await findLabelledItem(db, token);
  const [settings, { today, systemLanguage }] = await Promise.all([
    db.setting.findUniqueOrThrow({
      where: { id: 1 },
      select: { businessName: true, officeNumber: true, logo: true },
    }),
    readBusinessCalendar(db),
  ]);
  const cover = (await readCovers(db, [item], today)).get(item.id)!;
  const own = caller?.role === 'customer' && caller.id === item.customerId;
  return {
    business: { name: settings.businessName, phone: settings.officeNumber || null, logo_url: settings.logo },
    language: systemLanguage,
    product: item.product.name,
    serial_no: item.serialNo,
    covered: isCovered(cover),
    own_equipment_id: own ? item.id : null,
  };
}
