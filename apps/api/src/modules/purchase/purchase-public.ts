/** What the rest of the API may use of the purchase module (docs/ARCHITECTURE.md, "Walls"); the rest is its own. */
export { storePurchase } from './purchase-service';
