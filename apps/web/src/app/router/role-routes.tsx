import type { TPageScreens } from './page-screens';

/** The access rights of each role. */
export const ROLE_ROUTES = {
  accessRights: () =>
    import('../../features/role/components/access-rights-page').then((m) => ({
      Component: m.AccessRightsPage,
    })),
} satisfies TPageScreens;
