/** GET /api/user/list: the users table reads it, and every write refreshes it. */
export const USERS_LIST_ENDPOINT = '/user/list';
