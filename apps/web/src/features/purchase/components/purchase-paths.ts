/** The purchase pages: the list (add and edit in a drawer beside it) and one purchase's view with its lines. */
export const PURCHASE_LIST_PATH = '/purchase/list';
export const PURCHASE_VIEW_PATH = '/purchase/view/:id';

export const purchaseViewPath = (id: number) => `/purchase/view/${id}`;
