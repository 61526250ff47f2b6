/** The sale pages: the list (add and edit in a drawer beside it) and one sale's view with its payments. */
export const SALE_LIST_PATH = '/sales/list';
export const SALE_VIEW_PATH = '/sales/view/:id';

export const saleViewPath = (id: number) => `/sales/view/${id}`;

/** Where a sale made from a quotation links back to (the quotation module's page, named here, not imported). */
export const quotationViewPath = (id: number) => `/quotation/view/${id}`;
