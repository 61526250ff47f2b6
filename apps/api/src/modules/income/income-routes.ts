import { accountEntryRoutes } from './account-entry-routes';

/** /api/income/*: list, store, update, delete, deleteMulti, monthly/report. */
export const incomeRoutes = accountEntryRoutes('income');
