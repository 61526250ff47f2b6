/** What the rest of the API may use of the stock module (docs/ARCHITECTURE.md, "Walls"); the rest is its own. */
export { addVan, stockForTechnician, transferStock, vanOf } from './stock-places';
