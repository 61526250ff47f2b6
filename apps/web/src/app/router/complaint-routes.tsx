import type { RouteObject } from 'react-router-dom';
import { workCategoryRoute } from './category-routes';

/** The complaint list (complaint_view, see route-access.ts); add, edit and view open beside it. */
export const COMPLAINT_ROUTES: RouteObject[] = [
  {
    path: '/complaint/list',
    lazy: () =>
      import('../../features/complaint/components/complaint-list-page').then((m) => ({
        Component: m.ComplaintListPage,
      })),
  },
  workCategoryRoute('/complaint/types', 'complaint_type', {
    to: '/complaint/list',
    label: 'complaint.list.title',
  }),
];
