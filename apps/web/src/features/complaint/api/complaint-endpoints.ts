/** The complaint list call; mutations invalidate it by this name (DataTable's query key). */
export const COMPLAINT_LIST_ENDPOINT = '/complaint/list';
