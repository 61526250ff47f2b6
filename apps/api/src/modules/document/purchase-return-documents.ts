import { pdfFileName } from '@amc/contracts';
import type { TPrisma } from '../../lib/kernel/db-client';
import type { TCaller } from '../../lib/kernel/caller';
import { printedParty, renderPartyPdf } from '../../lib/documents/pdf-document';
import { toPrintedPurchaseLine } from './purchase-documents';
import { getPurchaseReturn } from './purchase-return-list';
import type { TFileStore } from '../../lib/kernel/file-store';

/**
 * GET /purchase-return/pdf/:id: the return as a PDF in its supplier's language, for one within the caller's reach
 * (a supplier's own): the purchase order the goods came with, the lines sent back and their total, the reason.
 */
export async function renderPurchaseReturnPdf(
  prisma: TPrisma,
  fileStore: TFileStore,
  caller: TCaller,
  id: number,
) {
  const back = await getPurchaseReturn(prisma, caller, id);
  const { pdf } = await renderPartyPdf(prisma, fileStore, back.supplier.id, {
    title: 'document.purchaseReturn',
    number: back.return_no,
    date: back.date,
    against: {
      label: 'document.againstPurchaseOrder',
      number: back.purchase.purchase_no,
      date: back.purchase.date,
    },
    partyLabel: 'document.supplier',
    customer: printedParty(back.supplier, ''),
    status: 'status.purchaseReturn.returned',
    lines: back.items.map(toPrintedPurchaseLine),
    totals: { gross_total: back.total, discount_total: '0.00', tax_total: '0.00', total: back.total },
    note: back.reason,
    noteLabel: 'document.reason',
  });
  return { filename: pdfFileName('purchase-return', back.return_no), pdf };
}
