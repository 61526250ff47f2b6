import {
  ENDPOINTS,
  MSG,
  ZCreateCreditNoteBody,
  ZCreateCreditRefundBody,
  ZCreditNote,
  ZDeleteCreditRefundBody,
  type TCreateCreditNoteBody,
  type TCreditNote,
} from '@amc/contracts';
import { postDocumentRoute, type TFinalDocumentKind, type TRouteApp } from './document-kind';
import { emailCreditNote, renderCreditNotePdf } from './credit-note-documents';
import { findCreditNotes, getCreditNote } from './credit-note-list';
import { addCreditRefund, createCreditNote, deleteCreditRefund } from './credit-note-service';

/** A credit note's own: its refunds, recorded like a bill's payments (under sell_payment). */
function creditNoteRoutes(app: TRouteApp) {
  postDocumentRoute(app, CREDIT_NOTE_KIND, {
    path: ENDPOINTS.creditNote.refund,
    right: 'sell_payment',
    body: ZCreateCreditRefundBody,
    run: async (caller, body) => ({
      message: MSG.refundAdded,
      data: await addCreditRefund(app.db.prisma, caller, body),
    }),
  });

  postDocumentRoute(app, CREDIT_NOTE_KIND, {
    path: ENDPOINTS.creditNote.deleteRefund,
    right: 'sell_payment',
    body: ZDeleteCreditRefundBody,
    run: async (caller, body) => ({
      message: MSG.refundDeleted,
      data: await deleteCreditRefund(app.db.prisma, caller, body.id),
    }),
  });
}

/**
 * A credit note takes back a bill: read with the bills (sell_view), issued and mailed under sell_credit. Final once
 * issued, so it has no update or delete.
 */
export const CREDIT_NOTE_KIND: TFinalDocumentKind<TCreditNote, TCreateCreditNoteBody> = {
  final: true,
  tag: 'credit-note',
  rights: { view: 'sell_view', add: 'sell_credit', edit: 'sell_credit' },
  paths: ENDPOINTS.creditNote,
  schemas: { row: ZCreditNote, create: ZCreateCreditNoteBody },
  messages: { view: 'Credit note', added: MSG.creditNoteAdded },
  list: findCreditNotes,
  view: getCreditNote,
  pdf: renderCreditNotePdf,
  mail: { path: ENDPOINTS.creditNote.email, send: emailCreditNote, mailed: MSG.creditNoteMailed },
  create: createCreditNote,
  ownRoutes: creditNoteRoutes,
};
