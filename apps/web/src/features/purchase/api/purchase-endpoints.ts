import { endpointPath, ENDPOINTS } from '@amc/contracts';

/**
 * The stock lists a delivered purchase moves: the products' stock and each product's ledger. Named here rather
 * than imported, because features never import each other.
 */
export const STOCK_LIST_ENDPOINTS = [ENDPOINTS.stock.list, ENDPOINTS.stock.movements] as const;

/** Query keys of one purchase's view; every purchase write refetches them with the lists. */
export const purchaseDetailKey = (id: number) => ['purchase', 'view', id] as const;
export const PURCHASE_DETAIL_KEYS = ['purchase', 'view'] as const;

export const purchasePdfPath = (id: number) => endpointPath(ENDPOINTS.purchase.pdf, { id });
