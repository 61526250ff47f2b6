/** The purchase list call; mutations invalidate it by this name (DataTable's query key). */
export const PURCHASE_LIST_ENDPOINT = '/purchase/list';

/**
 * The stock lists a delivered purchase moves: the products' stock and each product's ledger. Named here rather
 * than imported, because features never import each other.
 */
export const STOCK_LIST_ENDPOINTS = ['/stock/list', '/stock/movements'] as const;

/** Query keys of one purchase's view; every purchase write refetches them with the lists. */
export const purchaseDetailKey = (id: number) => ['purchase', 'view', id] as const;
export const PURCHASE_DETAIL_KEYS = ['purchase', 'view'] as const;
