/** The AMC pages: the list (add and edit in a drawer beside it) and one contract's view with its schedule. */
export const AMC_LIST_PATH = '/amc/list';
export const AMC_VIEW_PATH = '/amc/view/:id';

export const amcViewPath = (id: number) => `/amc/view/${id}`;
