import type { TEquipmentRef } from '@amc/contracts';
import { one, type TOne } from '../../lib/kernel/joined-rows';

/** What names an item (a contract's, a visit's, a complaint's): serial, where it stands, the product's name. */
export const EQUIPMENT_REF_SELECT = {
  select: { id: true, serialNo: true, location: true, product: { select: { name: true } } },
} as const;

/** EQUIPMENT_REF_SELECT as a list joins it (lib/kernel/joined-rows), by the row's `key`. */
export const equipmentRefJoin = (key: string): TOne =>
  one('equipment', { key }, ['id', 'serialNo', 'location'], {
    product: one('products', { key: 'productId' }, ['name']),
  });

type TEquipmentRefRow = { id: number; serialNo: string; location: string | null; product: { name: string } };

export const toEquipmentRef = (row: TEquipmentRefRow): TEquipmentRef => ({
  id: row.id,
  serial_no: row.serialNo,
  product_name: row.product.name,
  location: row.location,
});
