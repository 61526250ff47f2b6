import type { TMenuItem, TRoleSlug } from '@amc/contracts';

/**
 * The server already sends the caller's menu; filtering again here keeps a stale or cached menu from
 * showing a module whose right was taken away, and drops groups left without entries.
 */
export function filterMenu(
  items: TMenuItem[],
  role: TRoleSlug | undefined,
  permissions: readonly string[] | null,
) {
  if (role === 'admin') return items;
  const granted = new Set(permissions ?? []);
  const keep = (list: TMenuItem[]): TMenuItem[] =>
    list.flatMap((item) => {
      if (item.children) {
        const children = keep(item.children);
        return children.length ? [{ ...item, children }] : [];
      }
      return !item.permission || granted.has(item.permission) ? [item] : [];
    });
  return keep(items);
}

/** Whether the entry (or, for a group, one of its entries) is the page on screen. */
export function isMenuItemActive(item: TMenuItem, pathname: string): boolean {
  if (item.children) return item.children.some((child) => isMenuItemActive(child, pathname));
  if (!item.path) return false;
  // Sub-pages (e.g. /users/list/viewuser) keep their module highlighted; "/list" pages share a first segment.
  const base = item.path.replace(/\/list$/, '');
  return pathname === item.path || pathname.startsWith(`${base}/`) || pathname === base;
}
