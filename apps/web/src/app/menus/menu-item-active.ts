import type { TMenuItem } from '@amc/contracts';

/** Whether the entry (or, for a group, one of its entries) is the page on screen. */
export function isMenuItemActive(item: TMenuItem, pathname: string): boolean {
  if (item.children) return item.children.some((child) => isMenuItemActive(child, pathname));
  if (!item.path) return false;
  // Sub-pages (e.g. /users/list/viewuser) keep their module highlighted; "/list" pages share a first segment.
  const base = item.path.replace(/\/list$/, '');
  return pathname === item.path || pathname.startsWith(`${base}/`) || pathname === base;
}
