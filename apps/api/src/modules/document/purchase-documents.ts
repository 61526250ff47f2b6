import { pdfFileName, type TDocumentLine, type TPurchase } from '@amc/contracts';
import type { TPrisma } from '../../lib/kernel/db-client';
import type { TCaller } from '../../lib/kernel/caller';
import { printedParty, renderPartyPdf } from '../../lib/documents/pdf-document';
import type { TServerTextKey } from '../../lib/kernel/i18n/server-texts';
import { getPurchase } from './purchase-list';
import type { TFileStore } from '../../lib/kernel/file-store';

const STATUS_LABELS: Record<TPurchase['status'], TServerTextKey> = {
  ordered: 'status.purchase.ordered',
  delivered: 'status.purchase.delivered',
};

/**
 * A purchase's (or a purchase return's) line in the shared printed layout: it has no discount nor tax, its amount is
 * its total.
 */
export const toPrintedPurchaseLine = (
  item: Omit<TPurchase['items'][number], 'returned_quantity'>,
): TDocumentLine => ({
  id: item.id,
  product: item.product,
  description: null,
  quantity: item.quantity,
  price: item.rate,
  tax: null,
  tax_percent: '0',
  discount_percent: '0',
  amount: item.amount,
  discount: '0.00',
  tax_amount: '0.00',
  tax_parts: [],
  total: item.amount,
});

/**
 * GET /purchase/pdf/:id: the purchase order as a PDF in its supplier's language, for one within the caller's reach
 * (a supplier's own).
 */
export async function renderPurchasePdf(prisma: TPrisma, fileStore: TFileStore, caller: TCaller, id: number) {
  const purchase = await getPurchase(prisma, caller, id);
  const { pdf } = await renderPartyPdf(prisma, fileStore, purchase.supplier.id, {
    title: 'document.purchaseOrder',
    number: purchase.purchase_no,
    date: purchase.date,
    partyLabel: 'document.supplier',
    // The order's contact person stands where a bill prints the customer's e-mail.
    customer: printedParty(purchase.supplier, purchase.contact_person ?? ''),
    // The supplier's block keeps the supplier's address; the business's own, where it is billed, stands apart.
    billTo: purchase.billing_address,
    status: STATUS_LABELS[purchase.status],
    lines: purchase.items.map(toPrintedPurchaseLine),
    totals: {
      gross_total: purchase.total,
      discount_total: '0.00',
      tax_total: '0.00',
      total: purchase.total,
    },
    note: purchase.note,
  });
  return { purchase, filename: pdfFileName('purchase', purchase.purchase_no), pdf };
}
