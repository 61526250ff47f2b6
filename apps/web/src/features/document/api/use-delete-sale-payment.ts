import { ENDPOINTS, type TSale } from '@amc/contracts';
import { SALE } from '../document-kinds';
import { useDocumentPost } from './use-document-writes';

/** POST /sale/payment/delete: the answer is the sale with its payment status worked out again. */
export const useDeleteSalePayment = () =>
  useDocumentPost<TSale, { id: number }>(SALE, ENDPOINTS.sale.deletePayment);
