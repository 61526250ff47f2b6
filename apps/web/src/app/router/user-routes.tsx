import type { TPageScreens } from './page-screens';

/** Users: the list with its role tabs, a profile, add and edit. */
export const USER_ROUTES = {
  userList: () =>
    import('../../features/user/components/users-page').then((m) => ({ Component: m.UsersPage })),
  userProfile: () =>
    import('../../features/user/components/user-profile-page').then((m) => ({
      Component: m.UserProfilePage,
    })),
  userAdd: () =>
    import('../../features/user/components/user-add-page').then((m) => ({ Component: m.UserAddPage })),
  userEdit: () =>
    import('../../features/user/components/user-edit-page').then((m) => ({ Component: m.UserEditPage })),
} satisfies TPageScreens;
