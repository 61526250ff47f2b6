/** What the rest of the API may use of the sale module (docs/ARCHITECTURE.md, "Walls"); the rest is its own. */
export { checkCustomer, describeSale, recordSalePayment, storeSale, writeSale } from './sale-service';
export { writeTermBills } from './sale-term-bills';
