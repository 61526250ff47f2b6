/** What the rest of the API may use of the product module (docs/ARCHITECTURE.md, "Walls"); the rest is its own. */
export { productImporter } from './product-import';
