/** What the rest of the API may use of the document module (docs/ARCHITECTURE.md, "Walls"); the rest is its own. */
export {
  closeAnsweredOffer,
  closeRenewalOffers,
  convertQuotationIn,
  findOpenRenewalOffer,
  QUOTATION_ANSWERED_EVENT,
  storeQuotation,
  writeRenewalOffer,
} from './quotation-service';
export type { TRenewalOfferDraft } from './quotation-service';
export { checkCustomer, describeSale, recordSalePayment, storeSale, writeSale } from './sale-service';
export { writeTermBills } from './sale-term-bills';
export { storePurchase } from './purchase-service';
export { ownPurchasesWhere } from './purchase-list';
export { dueOf } from './sale-list';
export { storeCreditNote } from './credit-note-service';
export { storePurchaseReturn } from './purchase-return-service';
export { keepBooks } from './document-write';
