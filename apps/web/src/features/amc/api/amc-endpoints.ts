/** Query keys of one contract's view; every AMC write refetches them with the list. */
export const amcDetailKey = (id: number) => ['amc', 'view', id] as const;
export const AMC_DETAIL_KEYS = ['amc', 'view'] as const;
