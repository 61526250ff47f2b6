/** The tax list call; mutations invalidate it by this name (DataTable's query key). */
export const TAX_LIST_ENDPOINT = '/tax/list';
