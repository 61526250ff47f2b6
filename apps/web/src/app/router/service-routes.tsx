import type { RouteObject } from 'react-router-dom';
import { ComingSoonPage } from '../../components/coming-soon-page';

/** The service pages (guarded by route-access.ts); replaced by the module's screens. */
export const SERVICE_ROUTES: RouteObject[] = [{ path: '/service/list', element: <ComingSoonPage titleKey="service" /> }];
