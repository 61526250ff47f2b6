/** The quotation list call; mutations invalidate it by this name (DataTable's query key). */
export const QUOTATION_LIST_ENDPOINT = '/quotation/list';

/**
 * What a conversion also changes: the sale list and the stock the new sale takes its products from. Named here
 * rather than imported, because features never import each other.
 */
export const CONVERSION_LIST_ENDPOINTS = ['/sale/list', '/stock/list', '/stock/movements'] as const;

/** Query keys of one quotation's view; every quotation write refetches them with the list. */
export const quotationDetailKey = (id: number) => ['quotation', 'view', id] as const;
export const QUOTATION_DETAIL_KEYS = ['quotation', 'view'] as const;

export const quotationPdfPath = (id: number) => `/quotation/pdf/${id}`;
