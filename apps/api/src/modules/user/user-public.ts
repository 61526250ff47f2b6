/** What the rest of the API may use of the users module (docs/ARCHITECTURE.md, "Walls"); the rest is its own. */
export { userImporters } from './user-import';
