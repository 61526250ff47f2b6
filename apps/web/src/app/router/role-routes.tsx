import type { RouteObject } from 'react-router-dom';

/** The Access Rights screen (admin-only, see route-access.ts). */
export const ROLE_ROUTES: RouteObject[] = [
  {
    path: '/accessrights',
    lazy: () =>
      import('../../features/role/components/access-rights-page').then((m) => ({
        Component: m.AccessRightsPage,
      })),
  },
];
