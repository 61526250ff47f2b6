import type { TRoleSlug } from '@amc/contracts';
import { Center, Loader } from '@mantine/core';
import { type ComponentType, type LazyExoticComponent, Suspense, lazy } from 'react';
import { useSession } from '../../lib/session';

const dashboard = lazy(() =>
  import('../../features/dashboard/components/dashboard-page').then((m) => ({ default: m.DashboardPage })),
);

const myWork = lazy(() =>
  import('../../features/my-work/components/my-work-page').then((m) => ({ default: m.MyWorkPage })),
);

/**
 * Each role's home screen, behind the one home address (/dashboard/default, where sign-in leads). Chosen while
 * rendering, not when the route loads: the same tab can sign out and in again as another role.
 */
const HOMES: Record<TRoleSlug, LazyExoticComponent<ComponentType>> = {
  admin: dashboard,
  employee: myWork,
  customer: lazy(() =>
    import('../../features/customer-home/components/customer-home-page').then((m) => ({
      default: m.CustomerHomePage,
    })),
  ),
  supplier: lazy(() =>
    import('../../features/supplier-home/components/supplier-home-page').then((m) => ({
      default: m.SupplierHomePage,
    })),
  ),
};

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
