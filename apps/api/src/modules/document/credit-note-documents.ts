import { pdfFileName, type TCreditNote, type TMailedDocument } from '@amc/contracts';
import type { TPrisma } from '../../lib/kernel/db-client';
import type { TCaller } from '../../lib/kernel/caller';
import { formatCalendarDate } from '../../lib/kernel/calendar-date';
import { mailDocumentPdf } from '../../lib/documents/document-mail';
import { formatPdfMoney, printedParty, renderPartyPdf } from '../../lib/documents/pdf-document';
import type { TServerTextKey } from '../../lib/kernel/i18n/server-texts';
import { getCreditNote } from './credit-note-list';
import type { TFileStore } from '../../lib/kernel/file-store';

const STATUS_LABELS: Record<TCreditNote['status'], TServerTextKey> = {
  open: 'status.creditNote.open',
  partial: 'status.creditNote.partial',
  settled: 'status.creditNote.settled',
};

/**
 * GET /credit-note/pdf/:id: the credit note as a PDF in its customer's language, for one within the caller's reach:
 * the bill it takes back, the credited lines and sums, what came off the bill, what was refunded, what is left.
 */
export async function renderCreditNotePdf(
  prisma: TPrisma,
  fileStore: TFileStore,
  caller: TCaller,
  id: number,
) {
  const note = await getCreditNote(prisma, caller, id);
  const { business, pdf } = await renderPartyPdf(prisma, fileStore, note.customer.id, {
    title: 'document.creditNote',
    number: note.credit_no,
    date: note.date,
    against: { number: note.sale.sale_no, date: note.sale.date },
    customer: printedParty(note.customer, note.customer.email),
    status: STATUS_LABELS[note.status],
    lines: note.items,
    totals: note,
    extraTotals: [
      { label: 'document.billSettled', amount: note.bill_settled },
      { label: 'document.refunded', amount: note.refunded_total },
      { label: 'document.creditLeft', amount: note.balance },
    ],
    note: note.reason,
    noteLabel: 'document.reason',
  });
  return { note, business, filename: pdfFileName('credit-note', note.credit_no), pdf };
}

/** POST /credit-note/email: the "credit_note" template to the customer, the credit note attached. */
export async function emailCreditNote(
  prisma: TPrisma,
  fileStore: TFileStore,
  caller: TCaller,
  id: number,
): Promise<TMailedDocument> {
  const { note, business, filename, pdf } = await renderCreditNotePdf(prisma, fileStore, caller, id);
  return mailDocumentPdf(prisma, caller, {
    event: 'credit_note',
    to: note.customer.email,
    variables: {
      customer_name: note.customer.full_name,
      credit_note_number: note.credit_no,
      credit_note_date: formatCalendarDate(note.date, business.dateFormat),
      sale_number: note.sale.sale_no,
      total: formatPdfMoney(note.total, business.currencyCode),
      reason: note.reason,
    },
    filename,
    pdf,
    activity: {
      slug: 'sell',
      recordId: note.id,
      description: `E-mailed the credit note ${note.credit_no} to ${note.customer.email}`,
    },
  });
}
