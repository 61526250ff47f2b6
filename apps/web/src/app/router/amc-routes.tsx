import type { RouteObject } from 'react-router-dom';
import { ComingSoonPage } from '../../components/coming-soon-page';

/** The amc pages (guarded by route-access.ts); replaced by the module's screens. */
export const AMC_ROUTES: RouteObject[] = [{ path: '/amc/list', element: <ComingSoonPage titleKey="amc" /> }];
