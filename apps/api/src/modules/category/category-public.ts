/** What the rest of the API may use of the category module (docs/ARCHITECTURE.md, "Walls"); the rest is its own. */
export { categoryIdsByName } from './category-import';
