import type { RouteObject } from 'react-router-dom';
import { ComingSoonPage } from '../../components/coming-soon-page';

/** The task pages (guarded by route-access.ts); replaced by the module's screens. */
export const TASK_ROUTES: RouteObject[] = [{ path: '/task/list', element: <ComingSoonPage titleKey="task" /> }];
