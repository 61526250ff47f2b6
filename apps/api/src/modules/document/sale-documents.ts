import { pdfFileName, type TMailedDocument, type TSale } from '@amc/contracts';
import type { TPrisma } from '../../lib/kernel/db-client';
import type { TCaller } from '../../lib/kernel/caller';
import { formatCalendarDate } from '../../lib/kernel/calendar-date';
import { mailDocumentPdf } from '../../lib/documents/document-mail';
import { formatPdfMoney, printedParty, renderPartyPdf } from '../../lib/documents/pdf-document';
import type { TServerTextKey } from '../../lib/kernel/i18n/server-texts';
import { findSaleRowById, getSale, readSaleBooks, toSale } from './sale-list';
import { upiQrPng } from '../../lib/rules/upi-payee';
import type { TFileStore } from '../../lib/kernel/file-store';

const PAYMENT_STATUS_LABELS: Record<TSale['payment_status'], TServerTextKey> = {
  unpaid: 'status.sale.unpaid',
  partial: 'status.sale.partial',
  paid: 'status.sale.paid',
  credited: 'status.sale.credited',
};

/** GET /sale/invoice/:id: the invoice as a PDF in its customer's language, for a sale within the caller's reach. */
export async function renderSaleInvoice(prisma: TPrisma, fileStore: TFileStore, caller: TCaller, id: number) {
  return renderInvoiceOf(prisma, fileStore, await getSale(prisma, caller, id));
}

/**
 * The invoice of a bill a mail is about, read by id with no caller: the mail worker makes it when it sends the
 * mail the billing run queued (lib/documents/outbox's document attachments). A bill deleted since answers 404.
 */
export const renderQueuedInvoice = async (prisma: TPrisma, fileStore: TFileStore, id: number) =>
  (
    await renderInvoiceOf(
      prisma,
      fileStore,
      toSale(await findSaleRowById(prisma, id), await readSaleBooks(prisma)),
    )
  ).pdf;

async function renderInvoiceOf(prisma: TPrisma, fileStore: TFileStore, sale: TSale) {
  const { business, pdf } = await renderPartyPdf(prisma, fileStore, sale.customer.id, {
    title: 'document.invoice',
    number: sale.sale_no,
    date: sale.date,
    customer: printedParty(sale.customer, sale.customer.email),
    billingAddress: sale.billing_address,
    dueDate: sale.due_date,
    contract: sale.contract && {
      number: sale.contract.amc_no,
      from: sale.contract.period_start,
      to: sale.contract.period_end,
    },
    status: PAYMENT_STATUS_LABELS[sale.payment_status],
    lines: sale.items,
    totals: sale,
    extraTotals: [
      { label: 'document.paid', amount: sale.paid_total },
      { label: 'document.due', amount: sale.due_total },
    ],
    payment: sale.upi_uri ? { qr: await upiQrPng(sale.upi_uri), amount: sale.due_total } : null,
    note: sale.note,
  });
  return { sale, business, filename: pdfFileName('invoice', sale.sale_no), pdf };
}

/** POST /sale/email: the "sale" template to the customer, the invoice attached. */
export async function emailSaleInvoice(
  prisma: TPrisma,
  fileStore: TFileStore,
  caller: TCaller,
  id: number,
): Promise<TMailedDocument> {
  const { sale, business, filename, pdf } = await renderSaleInvoice(prisma, fileStore, caller, id);
  return mailDocumentPdf(prisma, caller, {
    event: 'sale',
    to: sale.customer.email,
    variables: {
      customer_name: sale.customer.full_name,
      sale_number: sale.sale_no,
      sale_date: formatCalendarDate(sale.date, business.dateFormat),
      total: formatPdfMoney(sale.total, business.currencyCode),
    },
    filename,
    pdf,
    activity: {
      slug: 'sell',
      recordId: sale.id,
      description: `E-mailed the invoice ${sale.sale_no} to ${sale.customer.email}`,
    },
  });
}
