import { ENDPOINTS, type TCreateSalePaymentInput, type TSale } from '@amc/contracts';
import { SALE } from '../document-kinds';
import { useDocumentPost } from './use-document-writes';

/** POST /sale/payment: more than what is still due is refused (409, on the amount); answers the sale with its new status. */
export const useAddSalePayment = () =>
  useDocumentPost<TSale, TCreateSalePaymentInput>(SALE, ENDPOINTS.sale.payment);
