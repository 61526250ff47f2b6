import { z } from 'zod';
import type { TRoleSlug } from './enums';

/**
 * The access-rights catalogue: each module with the actions a role can be given on it. A permission name is
 * `<module>_<action>` (SPEC: user_edit, sell_view, quotation_view, complaint_view, purchase_view ...).
 * The module slugs follow SPEC's permission names, so sales are `sell`.
 */
export const MODULE_ACTIONS = {
  dashboard: ['view'],
  user: ['view', 'add', 'edit', 'delete'],
  product: ['view', 'add', 'edit', 'delete', 'archive'],
  category: ['view', 'add', 'edit', 'delete'],
  stock: ['view'],
  purchase: ['view', 'add', 'edit', 'delete'],
  amc: ['view', 'add', 'edit', 'delete', 'approve'],
  service: ['view', 'add', 'edit', 'delete', 'approve'],
  complaint: ['view', 'add', 'edit', 'delete'],
  quotation: ['view', 'add', 'edit', 'delete', 'convert'],
  sell: ['view', 'add', 'edit', 'delete', 'payment'],
  tax: ['view', 'add', 'edit', 'delete'],
  task: ['view', 'add', 'edit', 'delete'],
  income: ['view', 'add', 'edit', 'delete'],
  expense: ['view', 'add', 'edit', 'delete'],
  report: ['view'],
  template: ['view', 'edit'],
  setting: ['view', 'edit'],
  role: ['view', 'edit'],
  activitylog: ['view'],
  message: ['view', 'add', 'delete'],
} as const satisfies Record<string, readonly string[]>;

export type TModuleSlug = keyof typeof MODULE_ACTIONS;
export const MODULE_SLUGS = Object.keys(MODULE_ACTIONS) as TModuleSlug[];
export type TPermission = {
  [M in TModuleSlug]: `${M}_${(typeof MODULE_ACTIONS)[M][number]}`;
}[TModuleSlug];

export const ALL_PERMISSIONS = MODULE_SLUGS.flatMap((m) =>
  (MODULE_ACTIONS[m] as readonly string[]).map((a) => `${m}_${a}` as TPermission),
);
export const ZPermission = z.enum(ALL_PERMISSIONS as [TPermission, ...TPermission[]]);

/**
 * Who may give or take away a right, so role_edit cannot be turned into every right: the admin (`held` null)
 * any; anyone else only a right it holds itself, and never role_edit, which would let it pass the power on.
 */
export const canChangeRight = (held: readonly string[] | null, right: string) =>
  held === null || (right !== 'role_edit' && held.includes(right));

/** Whose rights only the admin changes: the customer role is what anyone who signs up gets. */
export const canChangeRoleRights = (held: readonly string[] | null, roleSlug: TRoleSlug) =>
  roleSlug !== 'admin' && (held === null || roleSlug !== 'customer');

export const MODULE_NAMES: Record<TModuleSlug, string> = {
  dashboard: 'Dashboard',
  user: 'Users',
  product: 'Products',
  category: 'Categories',
  stock: 'Stock',
  purchase: 'Purchases',
  amc: 'AMC',
  service: 'Services',
  complaint: 'Complaints',
  quotation: 'Quotations',
  sell: 'Sales',
  tax: 'Taxes',
  task: 'Tasks',
  income: 'Income',
  expense: 'Expenses',
  report: 'Reports',
  template: 'E-mail templates',
  setting: 'Settings',
  role: 'Access rights',
  activitylog: 'Activity logs',
  message: 'Messages',
};

/** Rights loaded at install; the admin can change them on the Access Rights screen. Admin holds every right. */
export const DEFAULT_RIGHTS: Record<Exclude<TRoleSlug, 'admin'>, TPermission[]> = {
  employee: [
    'dashboard_view',
    'amc_view',
    'amc_approve',
    'service_view',
    'service_edit',
    'service_approve',
    'complaint_view',
    'complaint_add',
    'complaint_edit',
    'task_view',
    'task_edit',
    'message_view',
    'message_add',
    'message_delete',
  ],
  customer: [
    'dashboard_view',
    'amc_view',
    'service_view',
    'complaint_view',
    'complaint_add',
    'quotation_view',
    'sell_view',
    'message_view',
    'message_add',
    'message_delete',
  ],
  supplier: ['dashboard_view', 'purchase_view', 'message_view', 'message_add', 'message_delete'],
};

export type TMenuItem = {
  key: string;
  /** i18n key of the label, in the web app's "menu" namespace. */
  label: string;
  path?: string;
  icon: string;
  /** The right that shows this entry to a non-admin; admin-only entries have none. */
  permission?: TPermission;
  children?: TMenuItem[];
};

/** SPEC section 2 "Side menu", admin version. */
export const ADMIN_MENU: TMenuItem[] = [
  { key: 'dashboard', label: 'dashboard', path: '/dashboard/default', icon: 'dashboard' },
  { key: 'users', label: 'users', path: '/users/list', icon: 'users' },
  {
    key: 'products',
    label: 'products',
    icon: 'products',
    children: [
      { key: 'product', label: 'product', path: '/product/list', icon: 'product' },
      { key: 'purchase', label: 'purchase', path: '/purchase/list', icon: 'purchase' },
      { key: 'stock', label: 'stock', path: '/stock/list', icon: 'stock' },
    ],
  },
  { key: 'amc', label: 'amc', path: '/amc/list', icon: 'amc' },
  { key: 'service', label: 'service', path: '/service/list', icon: 'service' },
  { key: 'complaint', label: 'complaint', path: '/complaint/list', icon: 'complaint' },
  { key: 'quotation', label: 'quotation', path: '/quotation/list', icon: 'quotation' },
  { key: 'sales', label: 'sales', path: '/sales/list', icon: 'sales' },
  {
    key: 'accounts',
    label: 'accounts',
    icon: 'accounts',
    children: [
      { key: 'income', label: 'income', path: '/income/list', icon: 'income' },
      { key: 'expense', label: 'expense', path: '/expense/list', icon: 'expense' },
      { key: 'tax', label: 'tax', path: '/tax/list', icon: 'tax' },
    ],
  },
  { key: 'task', label: 'task', path: '/task/list', icon: 'task' },
  { key: 'report', label: 'report', path: '/report/list', icon: 'report' },
  { key: 'activity', label: 'activity', path: '/activity/list', icon: 'activity' },
  { key: 'message', label: 'message', path: '/message/list', icon: 'message' },
  {
    key: 'settings',
    label: 'settings',
    icon: 'settings',
    children: [
      { key: 'emailTemplate', label: 'emailTemplate', path: '/email-template/list', icon: 'emailTemplate' },
      { key: 'setting', label: 'setting', path: '/setting', icon: 'setting' },
      { key: 'accessRights', label: 'accessRights', path: '/accessrights', icon: 'accessRights' },
    ],
  },
];

/** SPEC section 2 "Side menu", non-admin version: each entry shows only with its view right. */
export const MEMBER_MENU: TMenuItem[] = [
  {
    key: 'dashboard',
    label: 'dashboard',
    path: '/dashboard/default',
    icon: 'dashboard',
    permission: 'dashboard_view',
  },
  { key: 'users', label: 'users', path: '/users/list', icon: 'users', permission: 'user_view' },
  { key: 'amc', label: 'amc', path: '/amc/list', icon: 'amc', permission: 'amc_view' },
  { key: 'service', label: 'service', path: '/service/list', icon: 'service', permission: 'service_view' },
  {
    key: 'complaint',
    label: 'complaint',
    path: '/complaint/list',
    icon: 'complaint',
    permission: 'complaint_view',
  },
  {
    key: 'accounts',
    label: 'accounts',
    icon: 'accounts',
    children: [
      { key: 'income', label: 'income', path: '/income/list', icon: 'income', permission: 'income_view' },
      {
        key: 'expense',
        label: 'expense',
        path: '/expense/list',
        icon: 'expense',
        permission: 'expense_view',
      },
      { key: 'tax', label: 'tax', path: '/tax/list', icon: 'tax', permission: 'tax_view' },
    ],
  },
  { key: 'report', label: 'report', path: '/report/list', icon: 'report', permission: 'report_view' },
  {
    key: 'activity',
    label: 'activity',
    path: '/activity-logs/list',
    icon: 'activity',
    permission: 'activitylog_view',
  },
  { key: 'message', label: 'message', path: '/message/list', icon: 'message', permission: 'message_view' },
];

/** The menu a caller sees: admin gets the full menu, others the member menu filtered by their rights. */
export function buildMenu(role: TRoleSlug, permissions: readonly string[]): TMenuItem[] {
  if (role === 'admin') return ADMIN_MENU;
  const granted = new Set(permissions);
  const keep = (items: TMenuItem[]): TMenuItem[] =>
    items.flatMap((item) => {
      if (item.children) {
        const children = keep(item.children);
        return children.length ? [{ ...item, children }] : [];
      }
      return !item.permission || granted.has(item.permission) ? [item] : [];
    });
  return keep(MEMBER_MENU);
}

export const ZMenuItem: z.ZodType<TMenuItem> = z.lazy(() =>
  z.object({
    key: z.string(),
    label: z.string(),
    path: z.string().optional(),
    icon: z.string(),
    permission: ZPermission.optional(),
    children: z.array(ZMenuItem).optional(),
  }),
);
