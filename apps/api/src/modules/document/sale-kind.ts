import {
  ENDPOINTS,
  MSG,
  ZCreateSaleBody,
  ZCreateSalePaymentBody,
  ZDeleteSalePaymentBody,
  ZDataResponse,
  ZSale,
  ZSaleBalance,
  ZSaleBalanceQuery,
  ZUpdateSaleBody,
  type TCreateSaleBody,
  type TSale,
  type TUpdateSaleBody,
} from '@amc/contracts';
import {
  DOCUMENT_SECURITY,
  pdfRoute,
  postDocumentRoute,
  type TDocumentKind,
  type TRouteApp,
} from './document-kind';
import { renderPaymentReceipt, renderQueuedReceipt } from './sale-receipts';
import { emailSaleInvoice, renderQueuedInvoice, renderSaleInvoice } from './sale-documents';
import { findSales, getSale, getSaleBalance } from './sale-list';
import { callerOf } from '../../plugins/auth';
import { withErrors } from '../../lib/kernel/route-schema';
import { addSalePayment, createSale, deleteSalePayment, deleteSales, updateSale } from './sale-service';

/**
 * A sale's own: its payments and their receipts, and the invoice of a bill the billing run mailed and a payment's
 * receipt, made when the mail is sent.
 */
function saleRoutes(app: TRouteApp) {
  app.mailWorker.makeWith('sale_invoice', (id) => renderQueuedInvoice(app.db.prisma, app.fileStore, id));
  app.mailWorker.makeWith('payment_receipt', (id) => renderQueuedReceipt(app.db.prisma, app.fileStore, id));
  pdfRoute(app, {
    tag: 'sale',
    path: ENDPOINTS.sale.receipt,
    right: 'sell_view',
    render: renderPaymentReceipt,
  });

  app.get(
    ENDPOINTS.sale.balance,
    {
      onRequest: app.can('sell_view'),
      schema: {
        tags: ['sale'],
        security: DOCUMENT_SECURITY,
        querystring: ZSaleBalanceQuery,
        response: withErrors({ 200: ZDataResponse(ZSaleBalance) }),
      },
    },
    async (request) => ({
      message: 'Balance',
      data: await getSaleBalance(app.db.prisma, callerOf(request), request.query.customer_id),
    }),
  );

  postDocumentRoute(app, SALE_KIND, {
    path: ENDPOINTS.sale.payment,
    right: 'sell_payment',
    body: ZCreateSalePaymentBody,
    run: async (caller, body) => ({
      message: MSG.paymentAdded,
      data: await addSalePayment(app.db.prisma, caller, body),
    }),
  });

  postDocumentRoute(app, SALE_KIND, {
    path: ENDPOINTS.sale.deletePayment,
    right: 'sell_payment',
    body: ZDeleteSalePaymentBody,
    run: async (caller, body) => ({
      message: MSG.paymentDeleted,
      data: await deleteSalePayment(app.db.prisma, caller, body.id),
    }),
  });
}

/** SPEC's sale is a bill: its rights are sell_*, its PDF the invoice. */
export const SALE_KIND: TDocumentKind<TSale, TCreateSaleBody, TUpdateSaleBody> = {
  tag: 'sale',
  rights: { view: 'sell_view', add: 'sell_add', edit: 'sell_edit', delete: 'sell_delete' },
  paths: { ...ENDPOINTS.sale, pdf: ENDPOINTS.sale.invoice },
  schemas: { row: ZSale, create: ZCreateSaleBody, update: ZUpdateSaleBody },
  messages: { view: 'Sale', added: MSG.saleAdded, updated: MSG.saleUpdated, deleted: MSG.salesDeleted },
  list: findSales,
  view: getSale,
  pdf: renderSaleInvoice,
  mail: { path: ENDPOINTS.sale.email, send: emailSaleInvoice, mailed: MSG.saleMailed },
  create: createSale,
  update: updateSale,
  remove: deleteSales,
  ownRoutes: saleRoutes,
};
