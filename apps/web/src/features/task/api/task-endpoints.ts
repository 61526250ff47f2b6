/** The task list call; mutations invalidate it by this name (DataTable's query key). */
export const TASK_LIST_ENDPOINT = '/task/list';
