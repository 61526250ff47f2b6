import type { TEquipment, TEquipmentRef } from '@amc/contracts';
import type { TApiCall, TApiRoutes } from './stub-api';

/** One item of the equipment register as GET /equipment/list answers it: in use, under no contract. */
export function makeEquipment(overrides: Partial<TEquipment> = {}): TEquipment {
  return {
    id: 71,
    customer: { id: 5, full_name: 'Priya Sharma', email: 'priya@example.com' },
    product: { id: 41, code: 'AC-15', name: 'Split AC 1.5 ton' },
    serial_no: 'SN-1001',
    site: null,
    location: 'Lobby',
    install_date: null,
    warranty_end: null,
    status: 'in_use',
    notes: null,
    cover: { kind: 'none', until: null, amc: null },
    created_at: '2026-01-01T09:00:00.000Z',
    ...overrides,
  };
}

/** The item as a contract, visit or complaint names it. */
export const equipmentRefOf = (item: TEquipment): TEquipmentRef => ({
  id: item.id,
  serial_no: item.serial_no,
  product_name: item.product.name,
  location: item.location,
});

/**
 * The equipment pickers' route for stubApi: GET /equipment/list answers `items` whatever the query; `queries`
 * records each query's search and filters, for the tests that check what was asked.
 */
export function equipmentListRoute(items: TEquipment[], queries: URLSearchParams[] = []): TApiRoutes {
  return {
    'GET /equipment/list': ({ searchParams }: TApiCall) => {
      queries.push(searchParams);
      return {
        body: { data: items, meta: { total: items.length, totalExact: true, page: 1, pageSize: 100 } },
      };
    },
  };
}
