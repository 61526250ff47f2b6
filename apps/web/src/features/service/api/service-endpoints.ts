/** The service list call; mutations invalidate it by this name (DataTable's query key). */
export const SERVICE_LIST_ENDPOINT = '/service/list';
