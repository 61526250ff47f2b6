/** The stock list call (one row per active product); DataTable fetches it and purchase or sale writes invalidate it. */
export const STOCK_LIST_ENDPOINT = '/stock/list';

/** One product's ledger, paged: GET /stock/movements?product_id=. */
export const STOCK_MOVEMENTS_ENDPOINT = '/stock/movements';
