/**
 * What the rest of the API may use of the income module, which serves expenses too (docs/ARCHITECTURE.md,
 * "Walls"); the rest is its own.
 */
export { accountEntryRoutes } from './account-entry-routes';
export { entryTable } from './account-entry-store';
