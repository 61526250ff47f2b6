import type { RouteObject } from 'react-router-dom';

/**
 * Users: the list with its role tabs, a profile, add and edit (user_view / user_edit, see route-access.ts; one's
 * own profile is open to everyone).
 */
export const USER_ROUTES: RouteObject[] = [
  {
    path: '/users/list',
    lazy: () =>
      import('../../features/user/components/users-page').then((m) => ({
        Component: m.UsersPage,
      })),
  },
  {
    path: '/users/list/viewuser',
    lazy: () =>
      import('../../features/user/components/user-profile-page').then((m) => ({
        Component: m.UserProfilePage,
      })),
  },
  {
    path: '/users/list/adduser',
    lazy: () =>
      import('../../features/user/components/user-add-page').then((m) => ({
        Component: m.UserAddPage,
      })),
  },
  {
    path: '/users/list/edituser',
    lazy: () =>
      import('../../features/user/components/user-edit-page').then((m) => ({
        Component: m.UserEditPage,
      })),
  },
];
