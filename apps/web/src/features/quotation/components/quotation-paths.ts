/** The quotation pages: the list (add and edit in a drawer beside it) and one quotation's view. */
export const QUOTATION_LIST_PATH = '/quotation/list';
export const QUOTATION_VIEW_PATH = '/quotation/view/:id';

export const quotationViewPath = (id: number) => `/quotation/view/${id}`;

/** Where a conversion leads: the new sale's view (the sale module's page, named here, not imported). */
export const saleViewPath = (id: number) => `/sales/view/${id}`;
