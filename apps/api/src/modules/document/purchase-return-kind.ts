import {
  ENDPOINTS,
  MSG,
  ZCreatePurchaseReturnBody,
  ZPurchaseReturn,
  type TCreatePurchaseReturnBody,
  type TPurchaseReturn,
} from '@amc/contracts';
import type { TFinalDocumentKind } from './document-kind';
import { renderPurchaseReturnPdf } from './purchase-return-documents';
import { findPurchaseReturns, getPurchaseReturn } from './purchase-return-list';
import { createPurchaseReturn } from './purchase-return-service';

/**
 * Goods of a delivered purchase sent back to its supplier: read with the purchases (purchase_view, a supplier its
 * own), issued under purchase_return. Final once issued, and not mailed (as a purchase order is not).
 */
export const PURCHASE_RETURN_KIND: TFinalDocumentKind<TPurchaseReturn, TCreatePurchaseReturnBody> = {
  final: true,
  tag: 'purchase-return',
  rights: { view: 'purchase_view', add: 'purchase_return', edit: 'purchase_return' },
  paths: ENDPOINTS.purchaseReturn,
  schemas: { row: ZPurchaseReturn, create: ZCreatePurchaseReturnBody },
  messages: { view: 'Purchase return', added: MSG.purchaseReturnAdded },
  list: findPurchaseReturns,
  view: getPurchaseReturn,
  pdf: renderPurchaseReturnPdf,
  create: createPurchaseReturn,
};
