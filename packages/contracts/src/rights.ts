import { z } from 'zod';
import type { TRoleSlug } from './enums';
import { PAGES, type TPageKey } from './pages';

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
  stock: ['view', 'adjust'],
  // return: sending delivered goods back to their supplier (issue 27); reading returns is purchase_view.
  purchase: ['view', 'add', 'edit', 'delete', 'return'],
  equipment: ['view', 'add', 'edit', 'delete'],
  amc: ['view', 'add', 'edit', 'delete', 'approve'],
  service: ['view', 'add', 'edit', 'delete', 'approve'],
  complaint: ['view', 'add', 'edit', 'delete'],
  quotation: ['view', 'add', 'edit', 'delete', 'convert'],
  // credit: issuing credit notes (issue 27); their refunds are payments (sell_payment), reading them sell_view.
  sell: ['view', 'add', 'edit', 'delete', 'payment', 'credit'],
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
  // Moving a business's records in from files (issue 26): admins by default.
  import: ['run'],
} as const satisfies Record<string, readonly string[]>;

export type TModuleSlug = keyof typeof MODULE_ACTIONS;
export const MODULE_SLUGS = Object.keys(MODULE_ACTIONS) as TModuleSlug[];
export type TPermission = {
  [M in TModuleSlug]: `${M}_${(typeof MODULE_ACTIONS)[M][number]}`;
}[TModuleSlug];

export const ALL_PERMISSIONS = MODULE_SLUGS.flatMap((m) =>
  (MODULE_ACTIONS[m] as readonly string[]).map((a) => `${m}_${a}` as TPermission),
);
/** Whether a name is one of the catalogue's rights. */
export function isPermission(name: string): name is TPermission {
  return (ALL_PERMISSIONS as readonly string[]).includes(name);
}

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
  equipment: 'Equipment',
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
  import: 'Import',
};

/** Rights loaded at install; the admin can change them on the Access Rights screen. Admin holds every right. */
export const DEFAULT_RIGHTS: Record<Exclude<TRoleSlug, 'admin'>, TPermission[]> = {
  employee: [
    'dashboard_view',
    'equipment_view',
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
    'equipment_view',
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

/**
 * A menu entry leading to a page: its path comes from the page table, and so does the right that shows it to a
 * non-admin (an admin-only page needs none: only the admin's menu lists it). The key names the entry's label (in
 * the web app's "menu" namespace) and its icon.
 */
function pageEntry(key: string, page: TPageKey): TMenuItem {
  const { path, access } = PAGES[page];
  return { key, label: key, icon: key, path, ...(isPermission(access) ? { permission: access } : {}) };
}

function group(key: string, children: TMenuItem[]): TMenuItem {
  return { key, label: key, icon: key, children };
}

/** SPEC section 2 "Side menu", admin version. */
export const ADMIN_MENU: TMenuItem[] = [
  pageEntry('dashboard', 'dashboard'),
  pageEntry('users', 'userList'),
  group('products', [
    pageEntry('product', 'productList'),
    pageEntry('purchase', 'purchaseList'),
    pageEntry('purchaseReturns', 'purchaseReturnList'),
    pageEntry('stock', 'stockList'),
  ]),
  pageEntry('equipment', 'equipmentList'),
  pageEntry('amc', 'amcList'),
  pageEntry('service', 'serviceList'),
  pageEntry('complaint', 'complaintList'),
  pageEntry('quotation', 'quotationList'),
  pageEntry('sales', 'saleList'),
  pageEntry('creditNotes', 'creditNoteList'),
  group('accounts', [
    pageEntry('income', 'incomeList'),
    pageEntry('expense', 'expenseList'),
    pageEntry('tax', 'taxList'),
  ]),
  pageEntry('task', 'taskList'),
  pageEntry('report', 'reportList'),
  pageEntry('charts', 'charts'),
  pageEntry('activity', 'activityLog'),
  pageEntry('message', 'messageList'),
  group('settings', [
    pageEntry('emailTemplate', 'emailTemplateList'),
    pageEntry('setting', 'setting'),
    pageEntry('accessRights', 'accessRights'),
    pageEntry('import', 'import'),
  ]),
];

/** SPEC section 2 "Side menu", non-admin version: each entry shows only with its view right. */
export const MEMBER_MENU: TMenuItem[] = [
  pageEntry('dashboard', 'dashboard'),
  pageEntry('users', 'userList'),
  pageEntry('equipment', 'equipmentList'),
  pageEntry('amc', 'amcList'),
  pageEntry('service', 'serviceList'),
  pageEntry('complaint', 'complaintList'),
  pageEntry('task', 'taskList'),
  // The portals: a customer's quotations and bills, a supplier's purchase orders (each list holds only its own).
  pageEntry('quotation', 'quotationList'),
  pageEntry('sales', 'saleList'),
  pageEntry('creditNotes', 'creditNoteList'),
  pageEntry('purchase', 'purchaseList'),
  pageEntry('purchaseReturns', 'purchaseReturnList'),
  group('accounts', [
    pageEntry('income', 'incomeList'),
    pageEntry('expense', 'expenseList'),
    pageEntry('tax', 'taxList'),
  ]),
  pageEntry('report', 'reportList'),
  pageEntry('charts', 'charts'),
  pageEntry('activity', 'activityLogMember'),
  pageEntry('message', 'messageList'),
  // Moving records in (issue 26): only for a role given import_run.
  pageEntry('import', 'import'),
];

/**
 * The entries a caller may open: the admin keeps all; others keep the entries without a right or with one they
 * hold, and groups left without entries go. The server builds the menu with it, and the web filters again with
 * the session's rights, so a cached menu never shows a module whose right was taken away.
 */
export function filterMenu(
  items: TMenuItem[],
  role: TRoleSlug | undefined,
  permissions: readonly string[] | null,
): TMenuItem[] {
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

/** The menu a caller sees: admin gets the full menu, others the member menu filtered by their rights. */
export function buildMenu(role: TRoleSlug, permissions: readonly string[]): TMenuItem[] {
  return role === 'admin' ? ADMIN_MENU : filterMenu(MEMBER_MENU, role, permissions);
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
