import type { TLazyScreen, TPageScreens } from './page-screens';

const activityLogScreen: TLazyScreen = () =>
  import('../../features/activitylog/components/activitylog-list-page').then((m) => ({
    Component: m.ActivityLogListPage,
  }));

/** SPEC names the log /activity/list in the admin menu and /activity-logs/list in the member menu: one screen. */
export const ACTIVITY_LOG_ROUTES = {
  activityLog: activityLogScreen,
  activityLogMember: activityLogScreen,
} satisfies TPageScreens;
