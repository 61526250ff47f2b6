import {
  ENDPOINTS,
  MSG,
  ZCreatePurchaseBody,
  ZDeliverPurchaseBody,
  ZPurchase,
  ZUpdatePurchaseBody,
  type TCreatePurchaseBody,
  type TPurchase,
  type TUpdatePurchaseBody,
} from '@amc/contracts';
import { postDocumentRoute, type TDocumentKind, type TRouteApp } from './document-kind';
import { renderPurchasePdf } from './purchase-documents';
import { findPurchases, getPurchase } from './purchase-list';
import { createPurchase, deletePurchases, deliverPurchase, updatePurchase } from './purchase-service';

/** A purchase's own: its delivery, which brings its lines into the stock. */
function purchaseRoutes(app: TRouteApp) {
  postDocumentRoute(app, PURCHASE_KIND, {
    path: ENDPOINTS.purchase.deliver,
    right: 'purchase_edit',
    body: ZDeliverPurchaseBody,
    run: async (caller, body) => ({
      message: MSG.purchaseDelivered,
      data: await deliverPurchase(app.db.prisma, caller, body.id),
    }),
  });
}

/** A purchase order to a supplier: its party is the supplier, and it is not mailed. */
export const PURCHASE_KIND: TDocumentKind<TPurchase, TCreatePurchaseBody, TUpdatePurchaseBody> = {
  tag: 'purchase',
  rights: { view: 'purchase_view', add: 'purchase_add', edit: 'purchase_edit', delete: 'purchase_delete' },
  paths: ENDPOINTS.purchase,
  schemas: { row: ZPurchase, create: ZCreatePurchaseBody, update: ZUpdatePurchaseBody },
  messages: {
    view: 'Purchase',
    added: MSG.purchaseAdded,
    updated: MSG.purchaseUpdated,
    deleted: MSG.purchasesDeleted,
  },
  list: findPurchases,
  view: getPurchase,
  pdf: renderPurchasePdf,
  create: createPurchase,
  update: updatePurchase,
  remove: deletePurchases,
  ownRoutes: purchaseRoutes,
};
