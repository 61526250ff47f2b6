import type { TPageScreens } from './page-screens';

const listPage = () => import('../../features/account-entry/components/account-entry-list-page');

/** Income and expenses: one screen, told which kind it shows. */
export const ACCOUNT_ENTRY_ROUTES = {
  incomeList: () => listPage().then((m) => ({ element: <m.AccountEntryListPage kind="income" /> })),
  expenseList: () => listPage().then((m) => ({ element: <m.AccountEntryListPage kind="expense" /> })),
} satisfies TPageScreens;
