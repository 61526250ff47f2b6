/** What the rest of the API may use of the quotation module (docs/ARCHITECTURE.md, "Walls"); the rest is its own. */
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
