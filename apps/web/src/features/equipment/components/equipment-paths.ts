import { pagePath } from '@amc/contracts';
import { DEFAULT_TABLE_STATE, writeTableState } from '../../../components/data-table/table-url-state';

/** The list's table id: its view in the address bar is "equipment.page", "equipment.filters" ... */
export const EQUIPMENT_TABLE_ID = 'equipment';

/** The register filtered to one customer's items, as its filter would leave the address. */
export function customerEquipmentPath(customerId: number): string {
  const params = writeTableState(new URLSearchParams(), EQUIPMENT_TABLE_ID, {
    ...DEFAULT_TABLE_STATE,
    filters: { customer_id: String(customerId) },
  });
  return `${pagePath('equipmentList')}?${params.toString()}`;
}
