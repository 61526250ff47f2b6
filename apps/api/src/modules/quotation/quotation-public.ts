/** What the rest of the API may use of the quotation module (docs/ARCHITECTURE.md, "Walls"); the rest is its own. */
export { convertQuotationIn, storeQuotation } from './quotation-service';
