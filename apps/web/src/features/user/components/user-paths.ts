import type { TBusinessRole } from '@amc/contracts';

/** The users module's pages. A profile or edit page names its user by e-mail, so a reload finds it again. */
export const USERS_LIST_PATH = '/users/list';
export const USER_PROFILE_PATH = '/users/list/viewuser';
export const USER_ADD_PATH = '/users/list/adduser';
export const USER_EDIT_PATH = '/users/list/edituser';

/** The list's role tab travels in `tab`, next to the table's own URL state. */
export const USERS_TAB_PARAM = 'tab';

export const usersListPath = (role?: TBusinessRole) =>
  role ? `${USERS_LIST_PATH}?${USERS_TAB_PARAM}=${role}` : USERS_LIST_PATH;

export const userProfilePath = (email: string) => `${USER_PROFILE_PATH}?email=${encodeURIComponent(email)}`;

export const userAddPath = (role: TBusinessRole) => `${USER_ADD_PATH}?role=${role}`;

export const userEditPath = (email: string) => `${USER_EDIT_PATH}?email=${encodeURIComponent(email)}`;

/** Router state of the profile and edit pages (SPEC: "needs state carrying the user data"). */
export type TUserPageState = { email: string };

/** The e-mail of the user a page is about: router state first, then ?email= (a reload or a shared link). */
export function readUserEmail(state: unknown, params: URLSearchParams): string | null {
  if (
    state &&
    typeof state === 'object' &&
    'email' in state &&
    typeof state.email === 'string' &&
    state.email
  ) {
    return state.email;
  }
  return params.get('email')?.trim() || null;
}
