import { ENDPOINTS, type TQuotation } from '@amc/contracts';
import { QUOTATION } from '../document-kinds';
import { useDocumentPost } from './use-document-writes';

/**
 * POST /quotation/convert: one transaction makes the sale from the quotation's lines (taking them out of the
 * stock) and closes the quotation; the answer is the quotation with its sale.
 */
export const useConvertQuotation = () =>
  useDocumentPost<TQuotation, { id: number }>(QUOTATION, ENDPOINTS.quotation.convert);
