import { endpointPath, ENDPOINTS } from '@amc/contracts';

/**
 * What a conversion also changes: the sale list and the stock the new sale takes its products from. Named here
 * rather than imported, because features never import each other.
 */
export const CONVERSION_LIST_ENDPOINTS = [
  ENDPOINTS.sale.list,
  ENDPOINTS.stock.list,
  ENDPOINTS.stock.movements,
] as const;

/** Query keys of one quotation's view; every quotation write refetches them with the list. */
export const quotationDetailKey = (id: number) => ['quotation', 'view', id] as const;
export const QUOTATION_DETAIL_KEYS = ['quotation', 'view'] as const;

export const quotationPdfPath = (id: number) => endpointPath(ENDPOINTS.quotation.pdf, { id });
