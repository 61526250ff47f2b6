import type { TRoleSlug } from '@amc/contracts';
import { Center, Loader } from '@mantine/core';
import { type ComponentType, type LazyExoticComponent, Suspense, lazy } from 'react';
import { useSession } from '../../lib/session';

/** Each role's home page, loaded when first shown (or ahead of it: prefetchRoleHome). */
const HOME_PAGES: Record<TRoleSlug, () => Promise<{ default: ComponentType }>> = {
  admin: () =>
    import('../../features/dashboard/components/dashboard-page').then((m) => ({ default: m.DashboardPage })),
  employee: () =>
    import('../../features/my-work/components/my-work-page').then((m) => ({ default: m.MyWorkPage })),
  customer: () =>
    import('../../features/customer-home/components/customer-home-page').then((m) => ({
      default: m.CustomerHomePage,
    })),
  supplier: () =>
    import('../../features/supplier-home/components/supplier-home-page').then((m) => ({
      default: m.SupplierHomePage,
    })),
};

/**
 * Each role's home screen, behind the one home address (/dashboard/default, where sign-in leads). Chosen while
 * rendering, not when the route loads: the same tab can sign out and in again as another role.
 */
const HOMES: Record<TRoleSlug, LazyExoticComponent<ComponentType>> = {
  admin: lazy(HOME_PAGES.admin),
  employee: lazy(HOME_PAGES.employee),
  customer: lazy(HOME_PAGES.customer),
  supplier: lazy(HOME_PAGES.supplier),
};

/** Starts downloading a role's home page before the shell shows it (app-routes' prefetchFirstScreen). */
export function prefetchRoleHome(role: TRoleSlug): Promise<unknown> {
  return HOME_PAGES[role]();
}

export function RoleHome() {
  const { user } = useSession();
  const Home = HOMES[user?.role_name ?? 'admin'];
  return (
    <Suspense
      fallback={
        <Center py="xl">
          <Loader />
        </Center>
      }
    >
      <Home />
    </Suspense>
  );
}
