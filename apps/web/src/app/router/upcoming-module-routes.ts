/**
 * SPEC section 2's module pages that later releases build. They are routed now (behind the same guards the
 * real pages will have), so every menu entry leads somewhere; `titleKey` is the module's "menu" label.
 */
export const UPCOMING_MODULE_ROUTES = [
  { path: '/quotation/list', titleKey: 'quotation' },
  { path: '/sales/list', titleKey: 'sales' },
] as const;
