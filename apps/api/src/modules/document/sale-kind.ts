import {
  ENDPOINTS,
  MSG,
  ZCreateSaleBody,
  ZCreateSalePaymentBody,
  ZDeleteSalePaymentBody,
  ZSale,
  ZUpdateSaleBody,
  type TCreateSaleBody,
  type TSale,
  type TUpdateSaleBody,
} from '@amc/contracts';
import { postDocumentRoute, type TDocumentKind, type TRouteApp } from './document-kind';
import { emailSaleInvoice, renderQueuedInvoice, renderSaleInvoice } from './sale-documents';
import { findSales, getSale } from './sale-list';
import { addSalePayment, createSale, deleteSalePayment, deleteSales, updateSale } from './sale-service';

/** A sale's own: its payments, and the invoice of a bill the billing run mailed, made when the mail is sent. */
function saleRoutes(app: TRouteApp) {
  app.mailWorker.makeWith('sale_invoice', (id) =>
    renderQueuedInvoice(app.db.prisma, app.appConfig.dataDir, id),
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
