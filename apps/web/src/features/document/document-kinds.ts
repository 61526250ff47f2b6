import {
  ENDPOINTS,
  endpointPath,
  pdfFileName,
  ZCreditNote,
  ZPurchase,
  ZPurchaseReturn,
  ZQuotation,
  ZSale,
  type TCreditNote,
  type TEndpoint,
  type TPermission,
  type TPurchase,
  type TPurchaseReturn,
  type TQuotation,
  type TSale,
} from '@amc/contracts';
import type { z } from 'zod';

/** A path of one record by its id (`/quotation/view/:id`). */
type TIdPath = Extract<TEndpoint, `${string}/:id`>;

type TDocumentName = 'quotation' | 'sale' | 'purchase' | 'creditNote' | 'purchaseReturn';

/**
 * One kind of document (quotation, sale, purchase, credit note) as the screens show it: what makes it its own, so
 * one list page, form drawer, view page and set of API hooks (document-*.tsx, api/use-document-*.ts) serve every
 * kind. Its name is also its texts' prefix (`quotation.list.title`), its table's id and its queries' first key.
 */
export type TDocumentKind<TRow extends { id: number }> = {
  name: TDocumentName;
  /**
   * Its API paths in ENDPOINTS (a sale's PDF is its invoice); `email` where it is mailed. A kind final once issued
   * (a credit note) has no update or delete.
   */
  api: {
    list: TEndpoint;
    view: TIdPath;
    pdf: TIdPath;
    store: TEndpoint;
    update?: TEndpoint;
    delete?: TEndpoint;
    deleteMulti?: TEndpoint;
    email?: TEndpoint;
  };
  pages: {
    list: 'quotationList' | 'saleList' | 'purchaseList' | 'creditNoteList' | 'purchaseReturnList';
    view: 'quotationView' | 'saleView' | 'purchaseView' | 'creditNoteView' | 'purchaseReturnView';
  };
  rowSchema: z.ZodType<TRow>;
  /** SPEC's CSV names. */
  csvFileName: string;
  party: 'customer' | 'supplier';
  /** Said when no party matches what was typed in the form's party select. */
  partyNothingFound: string;
  /** `edit` also mails it; a kind added from elsewhere (a credit note, from its bill) has no add on its list. */
  rights: { add?: TPermission; edit: TPermission; delete?: TPermission };
  numberOf(row: TRow): string;
  /** What its PDF is called on buttons (a sale's is its invoice), and what saving it is. */
  pdfTexts: { view: string; download: string };
  /** The PDF's file name, as the server names it. */
  pdfFilename(row: TRow): string;
  /** The other lists a write of this kind changes, and the other kinds' views showing its documents. */
  relatedLists: readonly string[];
  relatedViews: readonly TDocumentName[];
};

export type TAnyDocumentKind = TDocumentKind<{ id: number }>;

export const QUOTATION: TDocumentKind<TQuotation> = {
  name: 'quotation',
  api: ENDPOINTS.quotation,
  pages: { list: 'quotationList', view: 'quotationView' },
  rowSchema: ZQuotation,
  csvFileName: 'quotationData',
  party: 'customer',
  partyNothingFound: 'documentLines.nothingFound',
  rights: { add: 'quotation_add', edit: 'quotation_edit', delete: 'quotation_delete' },
  numberOf: (row) => row.quotation_no,
  pdfTexts: { view: 'documentLines.pdfView', download: 'documentLines.download' },
  pdfFilename: (row) => pdfFileName('quotation', row.quotation_no),
  // A conversion makes a sale, whose lines leave the stock.
  relatedLists: [ENDPOINTS.sale.list, ENDPOINTS.stock.list, ENDPOINTS.stock.movements],
  relatedViews: [],
};

export const SALE: TDocumentKind<TSale> = {
  name: 'sale',
  api: { ...ENDPOINTS.sale, pdf: ENDPOINTS.sale.invoice },
  pages: { list: 'saleList', view: 'saleView' },
  rowSchema: ZSale,
  csvFileName: 'sellData',
  party: 'customer',
  partyNothingFound: 'documentLines.nothingFound',
  rights: { add: 'sell_add', edit: 'sell_edit', delete: 'sell_delete' },
  numberOf: (row) => row.sale_no,
  pdfTexts: { view: 'sale.action.invoice', download: 'sale.action.downloadInvoice' },
  pdfFilename: (row) => pdfFileName('invoice', row.sale_no),
  // Its lines leave (or come back to) the stock; the quotations show the sale they became; a payment by credit
  // uses a credit note's credit.
  relatedLists: [
    ENDPOINTS.stock.list,
    ENDPOINTS.stock.movements,
    ENDPOINTS.quotation.list,
    ENDPOINTS.creditNote.list,
  ],
  relatedViews: ['quotation', 'creditNote'],
};

export const PURCHASE: TDocumentKind<TPurchase> = {
  name: 'purchase',
  api: ENDPOINTS.purchase,
  pages: { list: 'purchaseList', view: 'purchaseView' },
  rowSchema: ZPurchase,
  csvFileName: 'purchaseData',
  party: 'supplier',
  partyNothingFound: 'purchase.choose.none',
  rights: { add: 'purchase_add', edit: 'purchase_edit', delete: 'purchase_delete' },
  numberOf: (row) => row.purchase_no,
  pdfTexts: { view: 'documentLines.pdfView', download: 'documentLines.download' },
  pdfFilename: (row) => pdfFileName('purchase', row.purchase_no),
  // Once delivered, its lines are in the stock.
  relatedLists: [ENDPOINTS.stock.list, ENDPOINTS.stock.movements],
  relatedViews: [],
};

/** A credit note takes back a bill: issued from the bill's view (sell_credit), final once issued. */
export const CREDIT_NOTE: TDocumentKind<TCreditNote> = {
  name: 'creditNote',
  api: ENDPOINTS.creditNote,
  pages: { list: 'creditNoteList', view: 'creditNoteView' },
  rowSchema: ZCreditNote,
  csvFileName: 'creditNoteData',
  party: 'customer',
  partyNothingFound: 'documentLines.nothingFound',
  rights: { edit: 'sell_credit' },
  numberOf: (row) => row.credit_no,
  pdfTexts: { view: 'documentLines.pdfView', download: 'documentLines.download' },
  pdfFilename: (row) => pdfFileName('credit-note', row.credit_no),
  // Its bill's credited total, due and status change; returned goods come back into the stock.
  relatedLists: [ENDPOINTS.sale.list, ENDPOINTS.stock.list, ENDPOINTS.stock.movements],
  relatedViews: ['sale'],
};

/**
 * Goods of a delivered purchase sent back to its supplier: issued from the purchase's view (purchase_return), final
 * once issued, not mailed.
 */
export const PURCHASE_RETURN: TDocumentKind<TPurchaseReturn> = {
  name: 'purchaseReturn',
  api: ENDPOINTS.purchaseReturn,
  pages: { list: 'purchaseReturnList', view: 'purchaseReturnView' },
  rowSchema: ZPurchaseReturn,
  csvFileName: 'purchaseReturnData',
  party: 'supplier',
  partyNothingFound: 'purchase.choose.none',
  rights: { edit: 'purchase_return' },
  numberOf: (row) => row.return_no,
  pdfTexts: { view: 'documentLines.pdfView', download: 'documentLines.download' },
  pdfFilename: (row) => pdfFileName('purchase-return', row.return_no),
  // Its purchase's returned total and lines change; the goods leave the stock.
  relatedLists: [ENDPOINTS.purchase.list, ENDPOINTS.stock.list, ENDPOINTS.stock.movements],
  relatedViews: ['purchase'],
};

/** A changeable kind's update or delete path; a final kind (a credit note) offers neither, so asking is a bug. */
export function changePath(kind: TAnyDocumentKind, change: 'update' | 'delete' | 'deleteMulti'): TEndpoint {
  const path = kind.api[change];
  if (!path) throw new Error(`A ${kind.name} is final once issued: it has no ${change}.`);
  return path;
}

/** Query keys of one document's view; every write of its kind refetches them with the lists. */
export const documentDetailKey = (kind: TAnyDocumentKind, id: number) => [kind.name, 'view', id] as const;

export const documentPdfPath = (kind: TAnyDocumentKind, id: number) => endpointPath(kind.api.pdf, { id });
