/** Query keys of one tax's view; an edit refetches them with the list. */
export const taxDetailKey = (id: number) => ['tax', 'view', id] as const;
export const TAX_DETAIL_KEYS = ['tax', 'view'] as const;
