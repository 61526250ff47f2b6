import type { TPermission, TRoleSlug } from '@amc/contracts';

type TAccessRule = { prefix: string; permission?: TPermission; adminOnly?: boolean };

/**
 * Who may open which page. Admin passes everything; another role needs the module's view right; some pages
 * are admin-only whatever the rights say. The server enforces the same rights: this only spares the user a
 * page of errors. The longest matching prefix wins, so an exception can sit under a module.
 */
const ACCESS_RULES: TAccessRule[] = [
  { prefix: '/dashboard', permission: 'dashboard_view' },
  { prefix: '/users', permission: 'user_view' },
  // One's own profile is open to everyone signed in (the user menu leads there); the server answers 404 for
  // another's unless the caller may see every user.
  { prefix: '/users/list/viewuser' },
  { prefix: '/users/list/adduser', permission: 'user_add' },
  { prefix: '/users/list/edituser', permission: 'user_edit' },
  { prefix: '/amc', permission: 'amc_view' },
  { prefix: '/service', permission: 'service_view' },
  { prefix: '/complaint', permission: 'complaint_view' },
  // The lists of names behind the complaint and task forms are the category module's.
  { prefix: '/complaint/types', permission: 'category_view' },
  { prefix: '/sales', permission: 'sell_view' },
  { prefix: '/tax', permission: 'tax_view' },
  { prefix: '/income', permission: 'income_view' },
  { prefix: '/expense', permission: 'expense_view' },
  { prefix: '/report', permission: 'report_view' },
  { prefix: '/activity', permission: 'activitylog_view' },
  { prefix: '/activity-logs', permission: 'activitylog_view' },
  { prefix: '/message', permission: 'message_view' },
  // SPEC section 2 shows no restriction on reading one message (it is opened from a notification).
  { prefix: '/message/view-message' },
  { prefix: '/setting', adminOnly: true },
  { prefix: '/accessrights', adminOnly: true },
  { prefix: '/email-template', adminOnly: true },
  { prefix: '/product', adminOnly: true },
  { prefix: '/purchase', adminOnly: true },
  { prefix: '/stock', adminOnly: true },
  { prefix: '/quotation', adminOnly: true },
  // One quotation is open to whoever may view quotations (a customer follows its sale's link to it); the server
  // answers 404 for another's.
  { prefix: '/quotation/view', permission: 'quotation_view' },
  { prefix: '/task', adminOnly: true },
];

function findRule(pathname: string): TAccessRule | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return ACCESS_RULES.filter((rule) => path === rule.prefix || path.startsWith(`${rule.prefix}/`)).sort(
    (a, b) => b.prefix.length - a.prefix.length,
  )[0];
}

export function canAccessPath(
  pathname: string,
  role: TRoleSlug | undefined,
  permissions: readonly string[] | null,
): boolean {
  if (role === 'admin') return true;
  const rule = findRule(pathname);
  if (!rule) return true;
  if (rule.adminOnly) return false;
  return !rule.permission || (permissions ?? []).includes(rule.permission);
}
