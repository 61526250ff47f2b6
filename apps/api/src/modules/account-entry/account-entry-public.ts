/**
 * What the rest of the API may use of the account-entry module (income and expenses) (docs/ARCHITECTURE.md,
 * "Walls"); the rest is its own.
 */
export { entryTable } from './account-entry-store';
