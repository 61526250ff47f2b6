import type { TRoleSlug } from './enums';
import type { TPermission } from './rights';

/**
 * Who may open a page:
 * - `signedOut`: the session pages (sign-in, sign-up, password reset); a signed-in user is sent home;
 * - `anyone`: signed in or not (the unknown-address page);
 * - `signedIn`: every signed-in role; the server still answers 404 for another's record;
 * - `admin`: the admin only, whatever the rights say (SPEC section 2 routes these to the admin);
 * - a permission: the admin, and any role holding that right.
 * The server enforces the same rights on every call: this only spares the user a page of errors.
 */
export type TPageAccess = 'signedOut' | 'anyone' | 'signedIn' | 'admin' | TPermission;

type TPage = { path: string; access: TPageAccess };

/**
 * Every page of the web app: its address and who may open it. The web's router, its guards, its links and the
 * server's side menus derive from this one table; the web pairs each key with its lazily loaded screen
 * (app/router), and the type makes a page without a screen a compile error.
 */
export const PAGES = {
  signin: { path: '/session/signin', access: 'signedOut' },
  signup: { path: '/session/signup', access: 'signedOut' },
  signupConfirm: { path: '/session/signup/confirm/:token', access: 'signedOut' },
  forgotPassword: { path: '/session/forgot-password', access: 'signedOut' },
  resetPassword: { path: '/session/reset-password/:token/:email', access: 'signedOut' },
  notFound: { path: '/session/404', access: 'anyone' },
  // The public demo (README, "Demo data"): open signed in or out; the demo sign-in itself works only while the
  // demo data is loaded (the server answers 404 otherwise).
  demoLogin: { path: '/session/demo-login', access: 'anyone' },
  demoHome: { path: '/session/demo-home', access: 'anyone' },
  demoHelp: { path: '/session/demo-home/helpdocument', access: 'anyone' },
  adminDemo: { path: '/session/demo-home/admin-demo', access: 'anyone' },

  dashboard: { path: '/dashboard/default', access: 'dashboard_view' },
  setting: { path: '/setting', access: 'admin' },
  // Webhooks (issue 26): from the settings page.
  webhooks: { path: '/setting/webhooks', access: 'admin' },
  // Moving a business's records in from CSV and Excel files (issue 26).
  import: { path: '/import', access: 'import_run' },
  help: { path: '/help', access: 'signedIn' },
  // Each user's own two-factor sign-in (issue 26), from the user menu.
  twoFactor: { path: '/account/two-factor', access: 'signedIn' },
  // Each user's own personal API tokens (issue 26), from the user menu.
  apiTokens: { path: '/account/api-tokens', access: 'signedIn' },

  userList: { path: '/users/list', access: 'user_view' },
  // One's own profile is open to everyone signed in (the user menu leads there); the server answers 404 for
  // another's unless the caller may see every user.
  userProfile: { path: '/users/list/viewuser', access: 'signedIn' },
  userAdd: { path: '/users/list/adduser', access: 'user_add' },
  userEdit: { path: '/users/list/edituser', access: 'user_edit' },

  productList: { path: '/product/list', access: 'admin' },
  productArchive: { path: '/product/archive', access: 'admin' },
  brandList: { path: '/product/brands', access: 'admin' },
  productCategoryList: { path: '/product/categories', access: 'admin' },
  unitList: { path: '/product/units', access: 'admin' },
  // A supplier reaches its own orders: the server scopes the rows, another's id answers 404.
  purchaseList: { path: '/purchase/list', access: 'purchase_view' },
  purchaseView: { path: '/purchase/view/:id', access: 'purchase_view' },
  stockList: { path: '/stock/list', access: 'admin' },

  // A customer's "My equipment" is the same list, holding its own items (the server scopes the rows).
  equipmentList: { path: '/equipment/list', access: 'equipment_view' },
  equipmentView: { path: '/equipment/view/:id', access: 'equipment_view' },
  amcList: { path: '/amc/list', access: 'amc_view' },
  amcView: { path: '/amc/view/:id', access: 'amc_view' },
  serviceList: { path: '/service/list', access: 'service_view' },
  // The assigned employee (or the admin) completes a visit with its proof; the server scopes the visit.
  serviceComplete: { path: '/service/complete/:id', access: 'service_edit' },
  complaintList: { path: '/complaint/list', access: 'complaint_view' },
  // The lists of names behind the complaint and task forms are the category module's.
  complaintTypeList: { path: '/complaint/types', access: 'category_view' },
  // An employee sees and updates its own tasks (the server scopes the list); the task types stay the admin's.
  taskList: { path: '/task/list', access: 'task_view' },
  taskTypeList: { path: '/task/types', access: 'admin' },

  // A customer lists its own quotations (the server scopes the rows) and answers them from the list or one's page.
  quotationList: { path: '/quotation/list', access: 'quotation_view' },
  quotationView: { path: '/quotation/view/:id', access: 'quotation_view' },
  saleList: { path: '/sales/list', access: 'sell_view' },
  saleView: { path: '/sales/view/:id', access: 'sell_view' },
  creditNoteList: { path: '/credit-notes/list', access: 'sell_view' },
  purchaseReturnList: { path: '/purchase-returns/list', access: 'purchase_view' },
  purchaseReturnView: { path: '/purchase-returns/view/:id', access: 'purchase_view' },
  creditNoteView: { path: '/credit-notes/view/:id', access: 'sell_view' },
  taxList: { path: '/tax/list', access: 'tax_view' },
  taxView: { path: '/tax/view/:id', access: 'tax_view' },
  incomeList: { path: '/income/list', access: 'income_view' },
  expenseList: { path: '/expense/list', access: 'expense_view' },

  reportList: { path: '/report/list', access: 'report_view' },
  // SPEC's "level editor and above" has no role here: the charts are business figures, so the reports' right.
  charts: { path: '/charts/echarts', access: 'report_view' },
  // SPEC names the log /activity/list in the admin menu and /activity-logs/list in the member menu: one screen.
  activityLog: { path: '/activity/list', access: 'activitylog_view' },
  activityLogMember: { path: '/activity-logs/list', access: 'activitylog_view' },
  messageList: { path: '/message/list', access: 'message_view' },
  // SPEC section 2 shows no restriction on reading one message (it is opened from a notification).
  messageView: { path: '/message/view-message', access: 'signedIn' },
  emailTemplateList: { path: '/email-template/list', access: 'admin' },
  mailOutbox: { path: '/email-template/outbox', access: 'admin' },
  accessRights: { path: '/accessrights', access: 'admin' },
} as const satisfies Record<string, TPage>;

export type TPageKey = keyof typeof PAGES;

/** The home of a signed-in user, where sign-in leads. */
export const HOME_PAGE = 'dashboard' satisfies TPageKey;

/** The `:name` parameters of a path pattern, e.g. `{ id }` for `/amc/view/:id`. */
type TPathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Record<Name, string | number> & TPathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Record<Name, string | number>
    : Record<never, never>;

type TParamsArgument<K extends TPageKey> = keyof TPathParams<(typeof PAGES)[K]['path']> extends never
  ? []
  : [TPathParams<(typeof PAGES)[K]['path']>];

/**
 * The address of a page, its parameters filled in and encoded: `pagePath('amcView', { id: 7 })` is
 * `/amc/view/7`. A page with parameters cannot be linked without them (a compile error).
 */
export function pagePath<K extends TPageKey>(key: K, ...[params]: TParamsArgument<K>): string {
  const values: Record<string, string | number> = params ?? {};
  return PAGES[key].path.replace(/:(\w+)/g, (_match, name: string) =>
    encodeURIComponent(String(values[name])),
  );
}

/** Whether a signed-in caller may open a page of the given access (see TPageAccess). */
export function canOpenPage(
  access: TPageAccess,
  role: TRoleSlug | undefined,
  permissions: readonly string[] | null,
): boolean {
  if (access === 'anyone' || access === 'signedIn' || access === 'signedOut') return true;
  if (role === 'admin') return true;
  if (access === 'admin') return false;
  return (permissions ?? []).includes(access);
}
