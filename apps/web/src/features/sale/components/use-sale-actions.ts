import type { TSale } from '@amc/contracts';
import { CONFIRM_TITLE, openConfirm } from '../../../components/confirm-action';
import { downloadPdf, openPdfInNewTab } from '../../../components/document-lines/document-pdf';
import { notifyError } from '../../../lib/mutation-toasts';
import { useRight } from '../../../lib/use-right';
import { saleInvoicePath } from '../api/sale-endpoints';
import { useEmailSale } from '../api/use-email-sale';

/** Said before mailing: the customer receives it at once. */
export const EMAIL_CONFIRM_MESSAGE = 'The invoice will be e-mailed to the customer, with its PDF attached.';

/** "Send by e-mail" (the server guards it with sell_edit); null without that right. */
export function useConfirmEmail(sale: TSale): { confirm: () => void; pending: boolean } | null {
  const canEdit = useRight('sell_edit');
  const email = useEmailSale();
  if (!canEdit) return null;
  return {
    pending: email.isPending,
    confirm: () =>
      openConfirm({
        title: CONFIRM_TITLE,
        message: EMAIL_CONFIRM_MESSAGE,
        confirmLabel: 'Yes, Send it',
        onConfirm: () => email.mutate(sale.id),
      }),
  };
}

/** The printable invoice (the server's PDF) in a new tab, where the browser prints it. */
export function viewSaleInvoice(sale: TSale): void {
  openPdfInNewTab(saleInvoicePath(sale.id)).catch(notifyError);
}

/** The invoice saved as invoice-<bill number>.pdf, the server's own name for it. */
export function downloadSaleInvoice(sale: TSale): void {
  downloadPdf(saleInvoicePath(sale.id), `invoice-${sale.sale_no}.pdf`).catch(notifyError);
}
