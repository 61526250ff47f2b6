import { endpointPath, ENDPOINTS } from '@amc/contracts';

/**
 * The lists a sale's write also changes: the stock its lines leave (or return to) and the quotations, which
 * show the sale they became. Named here rather than imported, because features never import each other.
 */
export const SALE_RELATED_LIST_ENDPOINTS = [
  ENDPOINTS.stock.list,
  ENDPOINTS.stock.movements,
  ENDPOINTS.quotation.list,
] as const;

/** Query keys of one sale's view; every sale write refetches them with the lists. */
export const saleDetailKey = (id: number) => ['sale', 'view', id] as const;
export const SALE_DETAIL_KEYS = ['sale', 'view'] as const;

export const saleInvoicePath = (id: number) => endpointPath(ENDPOINTS.sale.invoice, { id });
