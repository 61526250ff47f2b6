/** The activity log list call (DataTable's query key). */
export const ACTIVITY_LOG_LIST_ENDPOINT = '/activitylog';
