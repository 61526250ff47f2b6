import { ENDPOINTS, type TPurchase } from '@amc/contracts';
import { PURCHASE } from '../document-kinds';
import { useDocumentPost } from './use-document-writes';

/** POST /purchase/deliver: an ordered purchase becomes delivered and its lines join the stock. */
export const useDeliverPurchase = () =>
  useDocumentPost<TPurchase, { id: number }>(PURCHASE, ENDPOINTS.purchase.deliver);
