import { Navigate, type RouteObject } from 'react-router-dom';
import { FullScreenLoader } from '../../components/full-screen-loader';
import { NotFoundPage } from '../../components/not-found-page';
import { RouteError } from '../errors/route-error';
import { AuthGuard } from '../guards/auth-guard';
import { PermissionGuard } from '../guards/permission-guard';
import { HOME_PATH, PublicOnlyGuard } from '../guards/public-only-guard';
import { AMC_ROUTES } from './amc-routes';
import { ACCOUNT_ENTRY_ROUTES } from './account-entry-routes';
import { QUOTATION_ROUTES } from './quotation-routes';
import { SALE_ROUTES } from './sale-routes';
import { COMPLAINT_ROUTES } from './complaint-routes';
import { PRODUCT_ROUTES } from './product-routes';
import { TAX_ROUTES } from './tax-routes';
import { USER_ROUTES } from './user-routes';
import { MESSAGE_ROUTES } from './message-routes';
import { PURCHASE_ROUTES } from './purchase-routes';
import { REPORT_ROUTES } from './report-routes';
import { ROLE_ROUTES } from './role-routes';
import { SERVICE_ROUTES } from './service-routes';
import { TASK_ROUTES } from './task-routes';
import { TEMPLATE_ROUTES } from './template-routes';
import { ACTIVITY_LOG_ROUTES } from './activitylog-routes';

/**
 * The whole route tree; tests mount it in a memory router, the app in a browser router.
 *
 * Every page, the sign-in page and the dashboard included, and both layouts load lazily: the first visit then
 * downloads the router and the guards plus what that one route shows, never the other side's layout and pages
 * (the bundle budget, scripts/bundle-budget.mjs, holds sign-in and the dashboard to it). React Router starts the
 * lazy loads of all matched levels at once, so a layout and its page arrive together.
 */
export const appRoutes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    // Shown while the first page's lazily loaded modules arrive.
    hydrateFallbackElement: <FullScreenLoader />,
    children: [
      { path: '/', element: <Navigate to={HOME_PATH} replace /> },
      {
        path: '/session',
        lazy: () => import('../layouts/session-layout').then((m) => ({ Component: m.SessionLayout })),
        children: [
          {
            element: <PublicOnlyGuard />,
            children: [
              {
                path: 'signin',
                lazy: () => import('./signin-route').then((m) => ({ Component: m.SigninRoute })),
              },
              {
                path: 'signup',
                lazy: () => import('./signup-route').then((m) => ({ Component: m.SignupRoute })),
              },
              {
                path: 'forgot-password',
                lazy: () =>
                  import('../../features/auth/components/forgot-password-page').then((m) => ({
                    Component: m.ForgotPasswordPage,
                  })),
              },
              {
                path: 'reset-password/:token/:email',
                lazy: () =>
                  import('../../features/auth/components/reset-password-page').then((m) => ({
                    Component: m.ResetPasswordPage,
                  })),
              },
            ],
          },
          { path: '404', element: <NotFoundPage /> },
        ],
      },
      {
        element: <AuthGuard />,
        children: [
          {
            // One live event stream per signed-in tab, around the whole shell (header badges and pages alike).
            lazy: () =>
              Promise.all([
                import('../live-events/live-events-provider'),
                import('../layouts/app-layout'),
              ]).then(([live, layout]) => ({
                element: (
                  <live.LiveEventsProvider>
                    <layout.AppLayout />
                  </live.LiveEventsProvider>
                ),
              })),
            children: [
              {
                element: <PermissionGuard />,
                // A page that crashes keeps the shell around it, so the user can navigate away.
                errorElement: <RouteError />,
                children: [
                  {
                    path: HOME_PATH,
                    lazy: () =>
                      import('../../features/dashboard/components/dashboard-page').then((m) => ({
                        Component: m.DashboardPage,
                      })),
                  },
                  {
                    path: '/setting',
                    lazy: () =>
                      import('../../features/setting/components/settings-page').then((m) => ({
                        Component: m.SettingsPage,
                      })),
                  },
                  ...USER_ROUTES,
                  ...PRODUCT_ROUTES,
                  ...TAX_ROUTES,
                  ...AMC_ROUTES,
                  ...SERVICE_ROUTES,
                  ...COMPLAINT_ROUTES,
                  ...TASK_ROUTES,
                  ...ACCOUNT_ENTRY_ROUTES,
                  ...REPORT_ROUTES,
                  ...PURCHASE_ROUTES,
                  ...MESSAGE_ROUTES,
                  ...ROLE_ROUTES,
                  ...TEMPLATE_ROUTES,
                  ...ACTIVITY_LOG_ROUTES,
                  ...QUOTATION_ROUTES,
                  ...SALE_ROUTES,
                  {
                    path: '/help',
                    lazy: () =>
                      import('../../features/help/components/help-page').then((m) => ({
                        Component: m.HelpPage,
                      })),
                  },
                  // An unknown address inside the shell (menu, header), so the way on is at hand.
                  { path: '*', element: <NotFoundPage /> },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];
