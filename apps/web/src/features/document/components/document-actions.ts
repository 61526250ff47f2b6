import { CONFIRM_TITLE, openConfirm } from '../../../components/confirm-action';
import { downloadPdf, openPdfInNewTab } from '../../../components/document-lines/document-pdf';
import { notifyError } from '../../../lib/mutation-toasts';
import { useRight } from '../../../lib/use-right';
import { useEmailDocument } from '../api/use-document-writes';
import { documentPdfPath, type TDocumentKind } from '../document-kinds';

/** The document's PDF in a new tab, where the browser prints it; a failure shows the server's sentence. */
export function viewDocumentPdf<TRow extends { id: number }>(kind: TDocumentKind<TRow>, row: TRow) {
  openPdfInNewTab(documentPdfPath(kind, row.id)).catch(notifyError);
}

/** The PDF saved under the server's own name for it (invoice-<bill number>.pdf). */
export function downloadDocumentPdf<TRow extends { id: number }>(kind: TDocumentKind<TRow>, row: TRow) {
  downloadPdf(documentPdfPath(kind, row.id), kind.pdfFilename(row)).catch(notifyError);
}

/**
 * "Send by e-mail", confirmed first since the party receives it at once (the server guards it with the kind's edit
 * right); null without that right, or for a kind that is not mailed.
 */
export function useConfirmEmail<TRow extends { id: number }>(
  kind: TDocumentKind<TRow>,
  row: TRow,
  message: string,
): { confirm: () => void; pending: boolean } | null {
  const canEdit = useRight(kind.rights.edit);
  const email = useEmailDocument(kind);
  if (!canEdit || !kind.api.email) return null;
  return {
    pending: email.isPending,
    confirm: () =>
      openConfirm({
        title: CONFIRM_TITLE,
        message,
        confirmLabel: 'Yes, Send it',
        onConfirm: () => email.mutate(row.id),
      }),
  };
}
