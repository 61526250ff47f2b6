import { ENDPOINTS, type TCreateCreditRefundInput, type TCreditNote } from '@amc/contracts';
import { CREDIT_NOTE } from '../document-kinds';
import { useDocumentPost } from './use-document-writes';

/** POST /credit-note/refund: more than the credit left is refused (409, on the amount). */
export const useAddCreditRefund = () =>
  useDocumentPost<TCreditNote, TCreateCreditRefundInput>(CREDIT_NOTE, ENDPOINTS.creditNote.refund);

/** POST /credit-note/refund/delete: its amount is credit left again. */
export const useDeleteCreditRefund = () =>
  useDocumentPost<TCreditNote, { id: number }>(CREDIT_NOTE, ENDPOINTS.creditNote.deleteRefund);
