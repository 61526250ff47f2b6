/**
 * SPEC section 2's module pages that later releases build. They are routed now (behind the same guards the
 * real pages will have), so every menu entry leads somewhere; `titleKey` is the module's "menu" label.
 */
export const UPCOMING_MODULE_ROUTES = [
  { path: '/quotation/list', titleKey: 'quotation' },
  { path: '/sales/list', titleKey: 'sales' },
  { path: '/email-template/list', titleKey: 'emailTemplate' },
  { path: '/accessrights', titleKey: 'accessRights' },
  { path: '/activity/list', titleKey: 'activity' },
  { path: '/activity-logs/list', titleKey: 'activity' },
  { path: '/message/list', titleKey: 'message' },
  { path: '/message/view-message', titleKey: 'message' },
] as const;
