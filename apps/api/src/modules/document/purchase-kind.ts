import { z } from 'zod';
import {
  ENDPOINTS,
  MSG,
  ZAnswerPurchaseBody,
  ZCreatePurchaseBody,
  ZDataResponse,
  ZDeliverPurchaseBody,
  ZPurchase,
  ZPurchaseInvoiceFields,
  ZUpdatePurchaseBody,
  type TCreatePurchaseBody,
  type TPurchase,
  type TUpdatePurchaseBody,
} from '@amc/contracts';
import { callerOf } from '../../plugins/auth';
import { MULTIPART, withErrors } from '../../lib/kernel/route-schema';
import { uploadRateLimit, type TUploadedFile } from '../../lib/kernel/uploads';
import {
  DOCUMENT_SECURITY,
  postAnswerRoute,
  postDocumentRoute,
  type TDocumentKind,
  type TRouteApp,
} from './document-kind';
import {
  answerPurchase,
  PURCHASE_ANSWERED_EVENT,
  PURCHASE_INVOICE_EVENT,
  uploadPurchaseInvoice,
} from './purchase-answer';
import { renderPurchasePdf } from './purchase-documents';
import { findPurchases, getPurchase } from './purchase-list';
import { createPurchase, deletePurchases, deliverPurchase, updatePurchase } from './purchase-service';

/** The invoice's file field: a file with bytes; nothing chosen (an empty part or field) says it is required. */
const ZInvoiceFile = z.custom<TUploadedFile>(
  (v) =>
    !!v &&
    typeof v === 'object' &&
    Buffer.isBuffer((v as TUploadedFile).data) &&
    !!(v as TUploadedFile).data.length,
  { message: MSG.required('Invoice') },
);

/**
 * A purchase's own: its delivery, which brings its lines into the stock (the office's); its supplier's answer and
 * invoice (the supplier's: its view right suffices, the service admits only the purchase's own supplier).
 */
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

  postAnswerRoute(app, PURCHASE_KIND, {
    path: ENDPOINTS.purchase.answer,
    right: 'purchase_view',
    body: ZAnswerPurchaseBody,
    event: PURCHASE_ANSWERED_EVENT,
    message: (body) => (body.answer === 'confirmed' ? MSG.purchaseConfirmed : MSG.purchaseDeclinedBySupplier),
    answer: async (caller, body) => {
      const { purchase, adminIds } = await answerPurchase(app.db.prisma, caller, body);
      return { data: purchase, adminIds };
    },
  });

  app.post(
    ENDPOINTS.purchase.invoice,
    {
      onRequest: app.can('purchase_view'),
      config: uploadRateLimit,
      schema: {
        tags: [PURCHASE_KIND.tag],
        security: DOCUMENT_SECURITY,
        consumes: MULTIPART,
        body: ZPurchaseInvoiceFields.extend({ invoice: ZInvoiceFile }),
        response: withErrors({ 200: ZDataResponse(ZPurchase) }),
      },
    },
    async (request) => {
      const { id, invoice } = request.body;
      const { fileStore } = app;
      const { purchase, adminIds } = await uploadPurchaseInvoice(
        app.db.prisma,
        fileStore,
        callerOf(request),
        id,
        invoice,
      );
      app.events.publishToUsers(adminIds, PURCHASE_INVOICE_EVENT);
      return { message: MSG.invoiceUploaded, data: purchase };
    },
  );
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
