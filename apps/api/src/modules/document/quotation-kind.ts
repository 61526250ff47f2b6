import {
  ENDPOINTS,
  MSG,
  ZAnswerQuotationBody,
  ZConvertQuotationBody,
  ZCreateQuotationBody,
  ZQuotation,
  ZUpdateQuotationBody,
  type TCreateQuotationBody,
  type TQuotation,
  type TUpdateQuotationBody,
} from '@amc/contracts';
import { postAnswerRoute, postDocumentRoute, type TDocumentKind, type TRouteApp } from './document-kind';
import { emailQuotation, renderQueuedQuotation, renderQuotationPdf } from './quotation-documents';
import { findQuotations, getQuotation } from './quotation-list';
import {
  answerQuotation,
  convertQuotation,
  createQuotation,
  deleteQuotations,
  QUOTATION_ANSWERED_EVENT,
  updateQuotation,
} from './quotation-service';

/** A quotation's own: its conversion to a sale, the customer's answer, and a renewal offer's PDF at mail time. */
function quotationRoutes(app: TRouteApp) {
  // A renewal offer's PDF is made when its mail is sent (the offer is queued with the contract's transaction).
  app.mailWorker.makeWith('quotation_pdf', (id) => renderQueuedQuotation(app.db.prisma, app.fileStore, id));

  postDocumentRoute(app, QUOTATION_KIND, {
    path: ENDPOINTS.quotation.convert,
    right: 'quotation_convert',
    body: ZConvertQuotationBody,
    run: async (caller, body) => {
      const data = await convertQuotation(app.db.prisma, caller, body.id);
      return { message: MSG.quotationConverted(data.sale?.sale_no ?? ''), data };
    },
  });

  // The customer's answer: its view right suffices, the service admits only the quotation's own customer.
  postAnswerRoute(app, QUOTATION_KIND, {
    path: ENDPOINTS.quotation.answer,
    right: 'quotation_view',
    body: ZAnswerQuotationBody,
    event: QUOTATION_ANSWERED_EVENT,
    message: (body) => (body.answer === 'accept' ? MSG.quotationAccepted : MSG.quotationDeclined),
    answer: async (caller, body) => {
      const { quotation, adminIds } = await answerQuotation(app.db.prisma, caller, body);
      return { data: quotation, adminIds };
    },
  });
}

export const QUOTATION_KIND: TDocumentKind<TQuotation, TCreateQuotationBody, TUpdateQuotationBody> = {
  tag: 'quotation',
  rights: {
    view: 'quotation_view',
    add: 'quotation_add',
    edit: 'quotation_edit',
    delete: 'quotation_delete',
  },
  paths: ENDPOINTS.quotation,
  schemas: { row: ZQuotation, create: ZCreateQuotationBody, update: ZUpdateQuotationBody },
  messages: {
    view: 'Quotation',
    added: MSG.quotationAdded,
    updated: MSG.quotationUpdated,
    deleted: MSG.quotationsDeleted,
  },
  list: findQuotations,
  view: getQuotation,
  pdf: renderQuotationPdf,
  mail: { path: ENDPOINTS.quotation.email, send: emailQuotation, mailed: MSG.quotationMailed },
  create: createQuotation,
  update: updateQuotation,
  remove: deleteQuotations,
  ownRoutes: quotationRoutes,
};
