import type { TMailedDocument, TQuotation } from '@amc/contracts';
import type { TPrisma } from '../../lib/db-client';
import type { TCaller } from '../../lib/caller';
import { formatCalendarDate } from '../../lib/calendar-date';
import { mailDocumentPdf } from '../../lib/document-mail';
import { documentLanguage, formatPdfMoney, readPdfBusiness, renderDocumentPdf } from '../../lib/pdf-document';
import type { TServerTextKey } from '../../lib/i18n/server-texts';
import { getQuotation } from './quotation-list';

const STATUS_LABELS: Record<TQuotation['status'], TServerTextKey> = {
  open: 'status.quotation.open',
  progress: 'status.quotation.progress',
  closed: 'status.quotation.closed',
};

/** GET /quotation/pdf/:id: the quotation as a PDF in its customer's language, for one within the caller's reach. */
export async function renderQuotationPdf(prisma: TPrisma, dataDir: string, caller: TCaller, id: number) {
  const quotation = await getQuotation(prisma, caller, id);
  const business = await readPdfBusiness(prisma, dataDir);
  const language = await documentLanguage(prisma, business, quotation.customer.id);
  const pdf = await renderDocumentPdf(
    {
      title: 'document.quotation',
      number: quotation.quotation_no,
      date: quotation.date,
      customer: {
        name: quotation.customer.full_name,
        email: quotation.customer.email,
        address: quotation.customer.address,
      },
      status: STATUS_LABELS[quotation.status],
      lines: quotation.items,
      totals: quotation,
      note: quotation.note,
    },
    business,
    language,
  );
  return { quotation, business, filename: `quotation-${quotation.quotation_no}.pdf`, pdf };
}

/** POST /quotation/email: the "quotation" template to the customer, the PDF attached. */
export async function emailQuotation(
  prisma: TPrisma,
  dataDir: string,
  caller: TCaller,
  id: number,
): Promise<TMailedDocument> {
  const { quotation, business, filename, pdf } = await renderQuotationPdf(prisma, dataDir, caller, id);
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
