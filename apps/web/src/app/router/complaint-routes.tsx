import type { RouteObject } from 'react-router-dom';
import { ComingSoonPage } from '../../components/coming-soon-page';

/** The complaint pages (guarded by route-access.ts); replaced by the module's screens. */
export const COMPLAINT_ROUTES: RouteObject[] = [{ path: '/complaint/list', element: <ComingSoonPage titleKey="complaint" /> }];
