import { pdfFileName, type TMailedDocument, type TQuotation } from '@amc/contracts';
import type { TPrisma } from '../../lib/kernel/db-client';
import type { TCaller } from '../../lib/kernel/caller';
import { formatCalendarDate } from '../../lib/kernel/calendar-date';
import { mailDocumentPdf } from '../../lib/documents/document-mail';
import { formatPdfMoney, printedParty, renderPartyPdf } from '../../lib/documents/pdf-document';
import type { TServerTextKey } from '../../lib/kernel/i18n/server-texts';
import { readTaxBook } from '../../lib/rules/document-lines';
import { findQuotationRowById, getQuotation, toQuotation } from './quotation-list';
import type { TFileStore } from '../../lib/kernel/file-store';

const STATUS_LABELS: Record<TQuotation['status'], TServerTextKey> = {
  open: 'status.quotation.open',
  progress: 'status.quotation.progress',
  closed: 'status.quotation.closed',
};

/** GET /quotation/pdf/:id: the quotation as a PDF in its customer's language, for one within the caller's reach. */
export const renderQuotationPdf = async (
  prisma: TPrisma,
  fileStore: TFileStore,
  caller: TCaller,
  id: number,
) => renderQuotationOf(prisma, fileStore, await getQuotation(prisma, caller, id));

/** A renewal offer's PDF, made when its mail is sent (the mail worker's document maker). */
export const renderQueuedQuotation = async (prisma: TPrisma, fileStore: TFileStore, id: number) =>
  (
    await renderQuotationOf(
      prisma,
      fileStore,
      toQuotation(await findQuotationRowById(prisma, id), await readTaxBook(prisma)),
    )
  ).pdf;

async function renderQuotationOf(prisma: TPrisma, fileStore: TFileStore, quotation: TQuotation) {
  const { business, pdf } = await renderPartyPdf(prisma, fileStore, quotation.customer.id, {
    title: 'document.quotation',
    number: quotation.quotation_no,
    date: quotation.date,
    customer: printedParty(quotation.customer, quotation.customer.email),
    // A renewal offer's one line is the next term, said in the reader's language.
    contract: quotation.renewal_of && {
      number: quotation.renewal_of.amc_no,
      from: quotation.renewal_of.start_date,
      to: quotation.renewal_of.end_date,
    },
    status: STATUS_LABELS[quotation.status],
    lines: quotation.items,
    totals: quotation,
    note: quotation.note,
  });
  return { quotation, business, filename: pdfFileName('quotation', quotation.quotation_no), pdf };
}

/** POST /quotation/email: the "quotation" template to the customer, the PDF attached. */
export async function emailQuotation(
  prisma: TPrisma,
  fileStore: TFileStore,
  caller: TCaller,
  id: number,
): Promise<TMailedDocument> {
  const { quotation, business, filename, pdf } = await renderQuotationPdf(prisma, fileStore, caller, id);
  return mailDocumentPdf(prisma, caller, {
    event: 'quotation',
    to: quotation.customer.email,
    variables: {
      customer_name: quotation.customer.full_name,
      quotation_number: quotation.quotation_no,
      quotation_date: formatCalendarDate(quotation.date, business.dateFormat),
      total: formatPdfMoney(quotation.total, business.currencyCode),
    },
    filename,
    pdf,
    activity: {
      slug: 'quotation',
      recordId: quotation.id,
      description: `E-mailed the quotation ${quotation.quotation_no} to ${quotation.customer.email}`,
    },
  });
}
