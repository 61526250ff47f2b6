import { type TBusinessRole, pagePath } from '@amc/contracts';

/** The users module's pages take their state in the query. A profile or edit page names its user by e-mail, so a reload finds it again. */

/** The list's role tab travels in `tab`, next to the table's own URL state. */
export const USERS_TAB_PARAM = 'tab';

export const usersListPath = (role?: TBusinessRole) =>
  role ? `${pagePath('userList')}?${USERS_TAB_PARAM}=${role}` : pagePath('userList');

export const userProfilePath = (email: string) =>
  `${pagePath('userProfile')}?email=${encodeURIComponent(email)}`;

export const userAddPath = (role: TBusinessRole) => `${pagePath('userAdd')}?role=${role}`;

export const userEditPath = (email: string) => `${pagePath('userEdit')}?email=${encodeURIComponent(email)}`;

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
