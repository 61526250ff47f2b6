import { accountEntryRoutes } from '../income/income-public';

/** /api/expense/*: the income calls on the expense table, under the expense rights. */
export const expenseRoutes = accountEntryRoutes('expense');
