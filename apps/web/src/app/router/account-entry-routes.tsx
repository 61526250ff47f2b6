import type { RouteObject } from 'react-router-dom';

const listPage = () => import('../../features/account-entry/components/account-entry-list-page');

/** Income and expenses (income_view / expense_view, see route-access.ts): one page, told which kind it shows. */
export const ACCOUNT_ENTRY_ROUTES: RouteObject[] = [
  {
    path: '/income/list',
    lazy: () => listPage().then((m) => ({ element: <m.AccountEntryListPage kind="income" /> })),
  },
  {
    path: '/expense/list',
    lazy: () => listPage().then((m) => ({ element: <m.AccountEntryListPage kind="expense" /> })),
  },
];
