import { HOME_PAGE, PAGES, type TPageAccess, type TPageKey, type TRoleSlug, pagePath } from '@amc/contracts';
import { Navigate, type RouteObject } from 'react-router-dom';
import { FullScreenLoader } from '../../components/full-screen-loader';
import { NotFoundPage } from '../../components/not-found-page';
import { RouteError } from '../errors/route-error';
import { AuthGuard } from '../guards/auth-guard';
import { PermissionGuard } from '../guards/permission-guard';
import { PublicOnlyGuard } from '../guards/public-only-guard';
import { ACCOUNT_ENTRY_ROUTES } from './account-entry-routes';
import { ACTIVITY_LOG_ROUTES } from './activitylog-routes';
import { AMC_ROUTES } from './amc-routes';
import { COMPLAINT_ROUTES } from './complaint-routes';
import { EQUIPMENT_ROUTES } from './equipment-routes';
import { MESSAGE_ROUTES } from './message-routes';
import type { TLazyScreen, TPageHandle } from './page-screens';
import { PRODUCT_ROUTES } from './product-routes';
import { DOCUMENT_ROUTES } from './document-routes';
import { REPORT_ROUTES } from './report-routes';
import { prefetchRoleHome, RoleHome } from './role-home';
import { ROLE_ROUTES } from './role-routes';
import { STOCK_ROUTES } from './stock-routes';
import { SERVICE_ROUTES } from './service-routes';
import { SESSION_ROUTES } from './session-routes';
import { TASK_ROUTES } from './task-routes';
import { TAX_ROUTES } from './tax-routes';
import { TEMPLATE_ROUTES } from './template-routes';
import { USER_ROUTES } from './user-routes';
import { withTwoFactorTexts } from '../../features/auth/components/two-factor-texts';
import { withApiTokenTexts } from '../../features/api-token/components/api-token-texts';
import { withWebhookTexts } from '../../features/webhook/components/webhook-texts';
import { withImportTexts } from '../../features/import/components/import-texts';
import { withEnglishTexts } from '../../i18n/english-texts';

/**
 * The screen of every page in the page table (packages/contracts pages.ts), which gives each its path and
 * access: the type makes a page without a screen, or a screen without a page, a compile error.
 */
const PAGE_SCREENS = {
  ...SESSION_ROUTES,
  // Small and loaded with the router: it picks the role's home screen, which loads lazily.
  dashboard: () => Promise.resolve({ Component: RoleHome }),
  // The settings' English texts (and the mail server's fields') come with their page (i18n/languages/en.ts).
  setting: () =>
    withEnglishTexts(
      () => import('../../features/setting/components/settings-page'),
      () => import('../../i18n/locales/setting/en.json'),
      () => import('../../i18n/locales/mail-server/en.json'),
    ).then((m) => ({ Component: m.SettingsPage })),
  help: () => import('../../features/help/components/help-page').then((m) => ({ Component: m.HelpPage })),
  twoFactor: () =>
    withTwoFactorTexts(() => import('../../features/auth/components/two-factor-page')).then((m) => ({
      Component: m.TwoFactorPage,
    })),
  webhooks: () =>
    withWebhookTexts(() => import('../../features/webhook/components/webhooks-page')).then((m) => ({
      Component: m.WebhooksPage,
    })),
  import: () =>
    withImportTexts(() => import('../../features/import/components/import-page')).then((m) => ({
      Component: m.ImportPage,
    })),
  apiTokens: () =>
    withApiTokenTexts(() => import('../../features/api-token/components/api-tokens-page')).then((m) => ({
      Component: m.ApiTokensPage,
    })),
  ...USER_ROUTES,
  ...PRODUCT_ROUTES,
  ...DOCUMENT_ROUTES,
  ...STOCK_ROUTES,
  ...EQUIPMENT_ROUTES,
  ...AMC_ROUTES,
  ...SERVICE_ROUTES,
  ...COMPLAINT_ROUTES,
  ...TASK_ROUTES,
  ...TAX_ROUTES,
  ...ACCOUNT_ENTRY_ROUTES,
  ...REPORT_ROUTES,
  ...ACTIVITY_LOG_ROUTES,
  ...MESSAGE_ROUTES,
  ...TEMPLATE_ROUTES,
  ...ROLE_ROUTES,
} satisfies Record<TPageKey, TLazyScreen>;

const PAGE_KEYS = Object.keys(PAGES) as TPageKey[];

/** The routes of the pages whose access is one of the given kinds, each route's handle naming its page. */
function pageRoutes(include: (access: TPageAccess) => boolean): RouteObject[] {
  return PAGE_KEYS.filter((key) => include(PAGES[key].access)).map((key) => {
    const handle: TPageHandle = { page: key };
    return { path: PAGES[key].path, lazy: PAGE_SCREENS[key], handle };
  });
}

/**
 * The whole route tree; tests mount it in a memory router, the app in a browser router.
 *
 * Every page, the sign-in page and the dashboard included, and both layouts load lazily: the first visit then
 * downloads the router and the guards plus what that one route shows, never the other side's layout and pages
 * (the bundle budget, scripts/bundle-budget.mjs, holds sign-in and the dashboard to it). React Router starts the
 * lazy loads of all matched levels at once, so a layout and its page arrive together.
 */
const loadSessionLayout = () => import('../layouts/session-layout');

const loadSignedInShell = () =>
  Promise.all([
    // The modules' English comes with the shell: no page before sign-in reads it (i18n/languages).
    withEnglishTexts(
      () => import('../live-events/live-events-provider'),
      () => import('../../i18n/languages/en-signed-in'),
    ),
    import('../layouts/app-layout'),
  ]);

/**
 * Starts downloading the first screen's code while the start-up checks (app/startup) are still on the wire: the
 * sign-in page's when the browser keeps no session, else the signed-in shell's with the home page of the role the
 * last sign-in stored. The routes' own lazy loads then find the modules there. On a slow phone the chunks' round
 * trips overlap the checks' instead of following them, one after the other.
 */
export function prefetchFirstScreen(signedIn: boolean, role: TRoleSlug | undefined): void {
  const first = signedIn
    ? Promise.all([loadSignedInShell(), role && prefetchRoleHome(role)])
    : Promise.all([loadSessionLayout(), SESSION_ROUTES.signin()]);
  // A failed download is not an error here: the route's own load tries again and reports it.
  first.catch(() => undefined);
}

export const appRoutes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    // Shown while the first page's lazily loaded modules arrive.
    hydrateFallbackElement: <FullScreenLoader />,
    children: [
      { path: '/', element: <Navigate to={pagePath(HOME_PAGE)} replace /> },
      {
        path: '/session',
        lazy: () => loadSessionLayout().then((m) => ({ Component: m.SessionLayout })),
        children: [
          {
            element: <PublicOnlyGuard />,
            children: pageRoutes((access) => access === 'signedOut'),
          },
          ...pageRoutes((access) => access === 'anyone'),
        ],
      },
      {
        element: <AuthGuard />,
        children: [
          {
            // One live event stream per signed-in tab, around the whole shell (header badges and pages alike).
            lazy: () =>
              loadSignedInShell().then(([live, layout]) => ({
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
                  ...pageRoutes((access) => access !== 'signedOut' && access !== 'anyone'),
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
