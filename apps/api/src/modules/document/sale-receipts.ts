import { pdfFileName } from '@amc/contracts';
import { Prisma } from '../../generated/prisma/client';
import { foundOr404 } from '../../lib/kernel/app-error';
import type { TCaller } from '../../lib/kernel/caller';
import { calendarDate, formatCalendarDate } from '../../lib/kernel/calendar-date';
import type { TDb, TPrisma } from '../../lib/kernel/db-client';
import { CUSTOMER_SELECT, toDocumentCustomer } from '../../lib/rules/document-lines';
import { serverTexts, type TServerTextKey } from '../../lib/kernel/i18n/server-texts';
import { documentAttachment, enqueueTemplateMail } from '../../lib/documents/outbox';
import {
  createPdf,
  documentLanguage,
  drawBusinessHeader,
  drawFooter,
  formatPdfMoney,
  printedParty,
  readPdfBusiness,
} from '../../lib/documents/pdf-document';
import { ownSalesWhere } from './sale-list';
import type { TFileStore } from '../../lib/kernel/file-store';

/*
 * Issue 27, section 3: a receipt for each payment of a bill. Its number is the payment's (RCT-00042: payments are
 * numbered by the database as they are recorded, and a receipt is never re-issued under another number). It shows
 * what was paid, how, for which invoice, and what the invoice still owed right after it; the customer is mailed it
 * when the payment is recorded (settings.payment_receipt_mail), the PDF made by the mail worker after the commit.
 */

export const receiptNumberOf = (paymentId: number) => `RCT-${String(paymentId).padStart(5, '0')}`;

const RECEIPT_SELECT = {
  id: true,
  amount: true,
  paidOn: true,
  method: true,
  note: true,
  sale: {
    select: {
      id: true,
      saleNo: true,
      date: true,
      total: true,
      creditedTotal: true,
      customer: CUSTOMER_SELECT,
      // What was paid up to this payment: the receipt states the invoice as it stood right after it.
      payments: { select: { id: true, amount: true, paidOn: true } },
    },
  },
} as const satisfies Prisma.SalePaymentSelect;
type TReceiptRow = Prisma.SalePaymentGetPayload<{ select: typeof RECEIPT_SELECT }>;

/** A payment within the caller's reach (a customer's own bills'); another's id answers 404. */
const findReceiptRow = async (db: TDb, caller: TCaller | null, id: number): Promise<TReceiptRow> =>
  foundOr404(
    await db.salePayment.findFirst({
      where: { id, ...(caller ? { sale: ownSalesWhere(caller) } : {}) },
      select: RECEIPT_SELECT,
    }),
  );

/** The bill's payments up to and including this one (by day, then as recorded), and what it still owed then. */
function standingAfter(row: TReceiptRow) {
  const at = (p: { paidOn: Date; id: number }) => [p.paidOn.getTime(), p.id] as const;
  const [day, id] = at(row);
  const paid = row.sale.payments
    .filter((p) => {
      const [pDay, pId] = at(p);
      return pDay < day || (pDay === day && pId <= id);
    })
    .reduce((sum, p) => sum.add(p.amount), new Prisma.Decimal(0));
  const due = Prisma.Decimal.max(row.sale.total.sub(row.sale.creditedTotal).sub(paid), 0);
  return { paid, due };
}

async function renderReceipt(db: TDb, fileStore: TFileStore, row: TReceiptRow) {
  const business = await readPdfBusiness(db, fileStore);
  const language = await documentLanguage(db, business, row.sale.customer.id);
  const number = receiptNumberOf(row.id);
  const { pdf, done, text, t } = createPdf(
    { size: 'A4', margin: 40, info: { Author: business.name, Title: number } },
    language,
  );
  const money = (amount: Prisma.Decimal) => formatPdfMoney(amount.toFixed(2), business.currencyCode);
  const day = (date: Date) => formatCalendarDate(calendarDate(date), business.dateFormat);
  const { width } = text;
  const top = pdf.page.margins.top;

  const businessBottom = drawBusinessHeader(text, business);
  const aside = (y: number, value: string, size = 10, bold = false) =>
    text.write(value, { x: text.x(width - 220, 220), y, width: 220, align: 'end' }, { size, bold });
  let y = aside(top, t('document.receipt').toLocaleUpperCase(language), 18, true) + 4;
  y = aside(y, t('document.number', { number }));
  y = aside(y, t('document.date', { date: day(row.paidOn) }));
  y = Math.max(businessBottom, y, top + 60) + 24;

  const block = (value: string, bold = false, size = 10) => {
    y = text.write(value, { x: text.x(0, 320), y, width: 320 }, { size, bold });
  };
  const party = printedParty(toDocumentCustomer(row.sale.customer), row.sale.customer.email);
  block(t('document.receivedFrom'), true);
  for (const line of [party.name, party.email, party.address, party.location]) if (line) block(line);
  if (party.taxNumber) block(t('document.taxNumber', { number: party.taxNumber }));
  y += 18;

  // The amount, large, then what it was for, each label and figure on one row.
  block(t('document.amountReceived'), true);
  block(money(row.amount), true, 20);
  y += 10;
  const { paid, due } = standingAfter(row);
  const rows: [string, string][] = [
    [t('document.paymentMethod'), t(`method.${row.method}` as TServerTextKey)],
    [t('document.forInvoice', { number: row.sale.saleNo, date: day(row.sale.date) }), ''],
    [t('document.invoiceTotal'), money(row.sale.total.sub(row.sale.creditedTotal))],
    [t('document.paidToDate'), money(paid)],
    [t('document.due'), money(due)],
  ];
  for (const [label, value] of rows) {
    const labelBottom = text.write(label, { x: text.x(0, 300), y, width: 300 }, { size: 10 });
    const valueBottom = value
      ? text.write(value, { x: text.x(width - 200, 200), y, width: 200, align: 'end' }, { size: 10 })
      : y;
    y = Math.max(labelBottom, valueBottom) + 6;
  }
  if (row.note) {
    y += 10;
    y = text.write(t('document.note'), { x: text.x(0, width), y, width }, { size: 10, bold: true });
    text.write(row.note, { x: text.x(0, width), y, width }, { size: 9 });
  }
  drawFooter(text, business);
  pdf.end();
  return { filename: pdfFileName('receipt', number), pdf: await done };
}

/** GET /sale/receipt/:id: a payment's receipt as a PDF in its customer's language, for a payment within reach. */
export const renderPaymentReceipt = async (
  prisma: TPrisma,
  fileStore: TFileStore,
  caller: TCaller,
  id: number,
) => renderReceipt(prisma, fileStore, await findReceiptRow(prisma, caller, id));

/** The receipt a queued mail carries, made by the mail worker when it sends it; a payment deleted since answers 404. */
export const renderQueuedReceipt = async (prisma: TPrisma, fileStore: TFileStore, id: number) =>
  (await renderReceipt(prisma, fileStore, await findReceiptRow(prisma, null, id))).pdf;

/**
 * Queues the "payment_receipt" mail of a payment just recorded, in its transaction (a rolled-back payment mails
 * nothing), when the settings say so; a payment made with the customer's own credit gets none (no money came in).
 * The PDF is made when the mail is sent.
 */
export async function queuePaymentReceipt(tx: TDb, paymentId: number) {
  const [settings, row] = await Promise.all([
    tx.setting.findUnique({
      where: { id: 1 },
      select: { paymentReceiptMail: true, currencyCode: true, dateFormat: true },
    }),
    findReceiptRow(tx, null, paymentId),
  ]);
  if (!settings?.paymentReceiptMail || row.method === 'credit_note') return;
  const number = receiptNumberOf(row.id);
  const money = (amount: Prisma.Decimal) => formatPdfMoney(amount.toFixed(2), settings.currencyCode);
  await enqueueTemplateMail(
    tx,
    'payment_receipt',
    row.sale.customer.email,
    (language) => ({
      customer_name: `${row.sale.customer.firstName} ${row.sale.customer.lastName}`.trim(),
      receipt_number: number,
      payment_date: formatCalendarDate(calendarDate(row.paidOn), settings.dateFormat),
      amount: money(row.amount),
      method: serverTexts(language)(`method.${row.method}` as TServerTextKey),
      sale_number: row.sale.saleNo,
      due_amount: money(standingAfter(row).due),
    }),
    { attachments: [documentAttachment(pdfFileName('receipt', number), 'payment_receipt', row.id)] },
  );
}
