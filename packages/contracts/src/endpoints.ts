/**
 * Every API endpoint's path, once, grouped by the API module that registers it. The API registers its routes
 * under `/api` with these, and the web calls them through its http client (which adds `/api`), so a path is
 * spelt in one place. The paths are SPEC's public API: never rename one. `apps/api/test/endpoints.test.ts`
 * holds this list equal to the routes the API registers. A path parameter is written `:name`; fill it with
 * `endpointPath`.
 */
export const ENDPOINTS = {
  health: { live: '/health', ready: '/health/ready' },
  install: {
    backendTest: '/test/backend',
    check: '/install/check',
    install: '/install',
    /** POST: the wizard's mail step sends a test mail before anything is installed. */
    testMail: '/install/test-mail',
    /** POST (multipart, the fields before the file): the wizard's "Restore from a backup" instead of a new business. */
    restore: '/install/restore',
  },
  auth: {
    login: '/login',
    /** POST {challenge, code}: the second step of a sign-in (an authenticator's code or a recovery code). */
    loginSecondStep: '/login/second-step',
    /** POST {challenge}: a sign-in that must set up two-factor first gets its new key here ... */
    loginSetup: '/login/second-step/setup',
    /** ... and POST {challenge, code} turns it on and signs in, with the recovery codes. */
    loginSetupConfirm: '/login/second-step/enable',
    /** The signed-in user's own two-factor sign-in: GET its state; POST setup, enable, disable, new codes. */
    twoFactor: '/auth/two-factor',
    twoFactorSetup: '/auth/two-factor/setup',
    twoFactorEnable: '/auth/two-factor/enable',
    twoFactorDisable: '/auth/two-factor/disable',
    twoFactorRecoveryCodes: '/auth/two-factor/recovery-codes',
    register: '/auth/register',
    /** POST {token}: the link mailed by a sign-up makes the account and signs it in. */
    registerConfirm: '/auth/register/confirm',
    passwordEmail: '/password/email',
    passwordReset: '/password/reset',
    passwordChange: '/password/change',
    profile: '/user/profile',
    logout: '/logout',
    // The demo sign-in (README, "Demo data"): answers 404 unless the demo data is loaded.
    demoStatus: '/demo',
    demoLogin: '/demo/login',
  },
  setting: {
    public: '/setting/public',
    list: '/setting/list',
    update: '/setting/update',
    /** GET ?year= (signed in): the year's holidays; POST store / delete (setting_edit). */
    holidays: '/setting/holidays',
    storeHoliday: '/setting/holiday/store',
    deleteHoliday: '/setting/holiday/delete',
    /** GET (signed in): every service level; POST store / update / delete (setting_edit). */
    serviceLevels: '/setting/service-levels',
    storeServiceLevel: '/setting/service-level/store',
    updateServiceLevel: '/setting/service-level/update',
    deleteServiceLevel: '/setting/service-level/delete',
  },
  role: { list: '/role/list', modules: '/module/list', update: '/role/update' },
  dashboard: { sidemenu: '/dashboard/sidemenu', data: '/dashboard/data' },
  myWork: {
    data: '/my-work/data',
    /** GET: one visit as My work shows it (the completion page opened from a link), within the caller's rows. */
    visit: '/my-work/visit/:id',
    /** GET: the stock a visit's parts come from: its technician's van and the warehouse (issue 28). */
    visitStock: '/my-work/visit-stock/:id',
    /** GET ?week_of=: the caller's own timesheet week (issue 28). */
    timesheet: '/my-work/timesheet',
  },
  activitylog: { list: '/activitylog', slugs: '/activitylog/slugs' },
  template: {
    list: '/template/list',
    update: '/template/update',
    reset: '/template/reset',
    preview: '/template/preview',
  },
  file: { download: '/files/:name' },
  category: {
    list: '/category/list',
    store: '/category/store',
    update: '/category/update',
    delete: '/category/delete',
  },
  product: {
    list: '/product/list',
    archiveList: '/product/archiveList',
    // SPEC's spelling; productDropdown is the same call under its correct name.
    produtcDropdown: '/product/produtcDropdown',
    productDropdown: '/product/productDropdown',
    store: '/product/store',
    update: '/product/update',
    delete: '/product/delete',
    deleteMulti: '/product/deleteMulti',
    makeArchive: '/product/makeArchive',
    restore: '/product/restore',
  },
  tax: {
    list: '/tax/list',
    view: '/tax/view/:id',
    store: '/tax/store',
    update: '/tax/update',
    delete: '/tax/delete',
    deleteMulti: '/tax/deleteMulti',
  },
  user: {
    list: '/user/list',
    store: '/user/store',
    updateOtherUser: '/user/updateOtherUser',
    update: '/user/update',
    fullprofile: '/user/fullprofile',
    delete: '/user/delete',
    deleteMultiUser: '/user/deleteMultiUser',
    /** POST {id}, admins: ends another user's two-factor sign-in (a lost phone); it is set up again at sign-in. */
    twoFactorReset: '/user/two-factor/reset',
    /** POST {language}: the signed-in user's own interface language. */
    language: '/user/language',
    // Registered for GET and POST (SPEC names both).
    dropdownByRole: '/user/dropdownByRole',
  },
  rating: {
    /** GET and POST, public: a rating link's page, and the rating given through it. */
    page: '/public/rating/:token',
    /** GET: the rating of the caller's own visit (?service_id=) or complaint (?complaint_id=). */
    of: '/rating/of',
    /** GET: an employee's ratings, average and count. */
    employee: '/rating/employee/:id',
  },
  complaint: {
    list: '/complaint/list',
    view: '/complaint/view/:id',
    store: '/complaint/store',
    update: '/complaint/update',
    delete: '/complaint/delete',
    deleteMulti: '/complaint/deleteMulti',
    /** POST, public: a fault reported by scanning an item's label becomes a complaint (equipment.scan). */
    scanFault: '/public/equipment/:token/fault',
  },
  task: {
    list: '/task/list',
    store: '/task/store',
    update: '/task/update',
    delete: '/task/delete',
    deleteMulti: '/task/deleteMulti',
    /** GET ?task_id= the hours logged on a task; POST the caller's hours on it for a day (issue 28). */
    hours: '/task/hours',
  },
  equipment: {
    list: '/equipment/list',
    view: '/equipment/view/:id',
    store: '/equipment/store',
    update: '/equipment/update',
    delete: '/equipment/delete',
    deleteMulti: '/equipment/deleteMulti',
    /** POST {ids, size}: the items' QR labels as a PDF. */
    labels: '/equipment/labels',
    /** POST {id}: a new label token; the old label stops working. */
    reissueLabel: '/equipment/reissueLabel',
    /** GET, public: what a scanned label's page shows. */
    scan: '/public/equipment/:token',
  },
  amc: {
    list: '/amc/list',
    view: '/amc/view/:id',
    store: '/amc/store',
    update: '/amc/update',
    delete: '/amc/delete',
    deleteMultiAmc: '/amc/deleteMultiAmc',
    approveEmployeeStatus: '/amc/approveEmployeeStatus',
    rejectEmployeeStatus: '/amc/rejectEmployeeStatus',
    /** POST {id, uplift_percent}: the contract's next term. */
    renew: '/amc/renew',
    cancel: '/amc/cancel',
    renewalRequest: '/amc/renewal-request',
    /** POST {id, uplift_percent}: a quotation for the next term, mailed to the customer. */
    renewalOffer: '/amc/renewal-offer',
    /** POST {id, answer}: the customer accepts (the renewal is made) or declines its contract's open offer. */
    answerRenewalOffer: '/amc/renewal-offer/answer',
    /** GET: the contract's document (PDF) in its customer's language; ?download=1 saves it. */
    pdf: '/amc/pdf/:id',
  },
  service: {
    list: '/service/list',
    store: '/service/store',
    update: '/service/update',
    complete: '/service/complete',
    report: '/service/report/:id',
    pdf: '/service/pdf/:id',
    delete: '/service/delete',
    deleteMultiService: '/service/deleteMultiService',
    approveEmployeeStatus: '/service/approveEmployeeStatus',
    rejectEmployeeStatus: '/service/rejectEmployeeStatus',
  },
  purchase: {
    list: '/purchase/list',
    view: '/purchase/view/:id',
    pdf: '/purchase/pdf/:id',
    store: '/purchase/store',
    update: '/purchase/update',
    deliver: '/purchase/deliver',
    /** POST: the supplier confirms (with a delivery date) or declines its own ordered purchase. */
    answer: '/purchase/answer',
    /** POST (multipart: id, then the PDF as `invoice`): the supplier's own invoice for its purchase. */
    invoice: '/purchase/invoice',
    delete: '/purchase/delete',
    deleteMulti: '/purchase/deleteMulti',
  },
  /** The signed-in user's personal API tokens (issue 26, section 5). */
  apiToken: {
    list: '/api-token/list',
    store: '/api-token/store',
    revoke: '/api-token/revoke/:id',
  },
  /** Webhooks (admins): endpoints, their test, pause and resume, and their delivery log. */
  webhook: {
    list: '/webhook/list',
    store: '/webhook/store',
    update: '/webhook/update',
    delete: '/webhook/delete/:id',
    test: '/webhook/test/:id',
    pause: '/webhook/pause/:id',
    resume: '/webhook/resume/:id',
    deliveries: '/webhook/deliveries/:id',
  },
  /** Moving a business in (issue 26, section 1): import_run holders. */
  import: {
    /** GET: the latest imports. */
    list: '/import/list',
    /** POST (multipart, the kind before the file): a CSV or .xlsx file, read for its columns. */
    upload: '/import/upload',
    view: '/import/view/:id',
    /** POST { mapping }: the first rows as they will be saved. */
    preview: '/import/preview/:id',
    /** POST { mapping }: a dry run in the background, listing every problem by row and column. */
    check: '/import/check/:id',
    /** POST { mapping, welcome_mail }: the import, in the background. */
    run: '/import/run/:id',
    /** GET: a CSV template of the kind, headed in the caller's language. */
    template: '/import/template/:kind',
  },
  backup: {
    /** GET: the backups the product made (admins). */
    list: '/backup/list',
    /** POST: a backup now, made in the background (admins). */
    now: '/backup/now',
    /** GET: the backup's file (admins, with the session's token: for API clients). */
    download: '/backup/download/:id',
    /** POST: a one-minute link to the backup's file that the browser downloads by itself, streamed (admins). */
    downloadLink: '/backup/download-link/:id',
    /** GET ?ticket=: the file by that link's ticket. */
    file: '/backup/file/:id',
  },
  stock: {
    list: '/stock/list',
    movements: '/stock/movements',
    /** POST: stock counted or changed by hand (stock_adjust), through the ledger. */
    adjust: '/stock/adjust',
    /** GET: the stock places (warehouse and vans); POST: a van for an employee (issue 28). */
    places: '/stock/places',
    /** GET ?place_id=: what one place holds. */
    place: '/stock/place',
    /** POST: parts moved between two places. */
    transfer: '/stock/transfer',
  },
  // The account-entry module serves both kinds, one group a kind (TAccountEntryKind).
  income: {
    list: '/income/list',
    store: '/income/store',
    update: '/income/update',
    delete: '/income/delete',
    deleteMulti: '/income/deleteMulti',
    monthlyReport: '/income/monthly/report',
  },
  expense: {
    list: '/expense/list',
    store: '/expense/store',
    update: '/expense/update',
    delete: '/expense/delete',
    deleteMulti: '/expense/deleteMulti',
    monthlyReport: '/expense/monthly/report',
  },
  quotation: {
    list: '/quotation/list',
    view: '/quotation/view/:id',
    pdf: '/quotation/pdf/:id',
    store: '/quotation/store',
    update: '/quotation/update',
    convert: '/quotation/convert',
    email: '/quotation/email',
    answer: '/quotation/answer',
    delete: '/quotation/delete',
    deleteMulti: '/quotation/deleteMulti',
  },
  sale: {
    list: '/sale/list',
    view: '/sale/view/:id',
    invoice: '/sale/invoice/:id',
    store: '/sale/store',
    update: '/sale/update',
    delete: '/sale/delete',
    deleteMulti: '/sale/deleteMulti',
    payment: '/sale/payment',
    deletePayment: '/sale/payment/delete',
    /** A payment's receipt (PDF), by the payment's id. */
    receipt: '/sale/receipt/:id',
    balance: '/sale/balance',
    email: '/sale/email',
  },
  purchaseReturn: {
    list: '/purchase-return/list',
    view: '/purchase-return/view/:id',
    pdf: '/purchase-return/pdf/:id',
    store: '/purchase-return/store',
  },
  /** Statements of account (issue 27, section 3). */
  statement: {
    customer: '/statement/customer',
    supplier: '/statement/supplier',
    email: '/statement/email',
  },
  creditNote: {
    list: '/credit-note/list',
    view: '/credit-note/view/:id',
    pdf: '/credit-note/pdf/:id',
    store: '/credit-note/store',
    email: '/credit-note/email',
    refund: '/credit-note/refund',
    deleteRefund: '/credit-note/refund/delete',
  },
  report: {
    saleReport: '/report/saleReport',
    serviceReport: '/report/serviceReport',
    complaintReport: '/report/complaintReport',
    /** Contracts due for renewal by the month their term ends: renewed, lapsed, awaiting, value kept. */
    renewalReport: '/report/renewalReport',
    /** The taxes charged by tax, rate and place of supply, split by component, net of credit notes. */
    taxReport: '/report/taxReport',
    promiseReport: '/report/promiseReport',
    /** The customers' ratings per employee and month (issue 28, section 3). */
    ratingReport: '/report/ratingReport',
    timesheetReport: '/report/timesheetReport',
    /** What each customer owes by age (issue 27, section 3). */
    receivables: '/report/receivables',
    charts: '/report/charts',
  },
  message: {
    inbox: '/message/inbox',
    sent: '/message/sent',
    unreadCount: '/message/unread-count',
    recipients: '/message/recipients',
    store: '/message/store',
    conversation: '/message/conversation/:id',
    reply: '/message/reply/:id',
    deleteConversations: '/message/conversation/delete-multi-conversation',
    deleteConversation: '/message/conversation/:id/delete',
    deleteMessage: '/message/conversation/:id/message/:messageId/delete',
  },
  liveEvents: { stream: '/listenEventMessage' },
  mail: {
    outbox: '/mail/outbox',
    retry: '/mail/outbox/retry',
    /** GET: the scheduled jobs and their next runs; POST jobs/run {name}: one now (admin). */
    jobs: '/mail/jobs',
    runJob: '/mail/jobs/run',
    /** GET (admins): whether mail can go out: a server set up, and its sends not failing. */
    status: '/mail/status',
    /** POST (admins): a test mail sent at once with the mail settings given (a form's, before it is saved). */
    test: '/mail/test',
  },
} as const;

type TEndpointGroups = typeof ENDPOINTS;

/** Any one endpoint's path, as the API registers it (without `/api`). */
export type TEndpoint = {
  [Group in keyof TEndpointGroups]: TEndpointGroups[Group][keyof TEndpointGroups[Group]];
}[keyof TEndpointGroups];

/** The `:name` parameters of a path, as a union of names (never when it has none). */
export type TEndpointParams<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | TEndpointParams<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

type TParamValues<Path extends string> = Record<TEndpointParams<Path>, string | number>;

/** Every endpoint's path, each once (a path registered for two methods is one entry). */
export const ENDPOINT_PATHS: readonly TEndpoint[] = Object.values(ENDPOINTS).flatMap(
  (group: Record<string, TEndpoint>) => Object.values(group),
);

/**
 * An endpoint's path with its parameters filled in: `endpointPath(ENDPOINTS.amc.view, { id })` is
 * `/amc/view/12`. A path with parameters takes all of them (a missing one does not compile); one without takes none.
 */
export function endpointPath<Path extends TEndpoint>(
  path: Path,
  ...[params]: [TEndpointParams<Path>] extends [never] ? [] : [TParamValues<Path>]
): string {
  if (!params) return path;
  const values: Record<string, string | number> = params;
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`endpointPath: ${path} needs ${name}`);
    return encodeURIComponent(String(value));
  });
}
