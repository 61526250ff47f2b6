import type { RouteObject } from 'react-router-dom';

/** The reports page (report_view, see route-access.ts). */
export const REPORT_ROUTES: RouteObject[] = [
  {
    path: '/report/list',
    lazy: () =>
      import('../../features/report/components/report-page').then((m) => ({ Component: m.ReportPage })),
  },
];
