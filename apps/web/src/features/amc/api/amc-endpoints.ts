/** The AMC list call; mutations invalidate it by this name (DataTable's query key). */
export const AMC_LIST_ENDPOINT = '/amc/list';

/** Query keys of one contract's view; every AMC write refetches them with the list. */
export const amcDetailKey = (id: number) => ['amc', 'view', id] as const;
export const AMC_DETAIL_KEYS = ['amc', 'view'] as const;
