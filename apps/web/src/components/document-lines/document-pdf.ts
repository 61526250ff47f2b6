import { saveBlob } from '../data-table/download-csv';
import { requestBlob } from '../../lib/http-client';

/**
 * A quotation's or an invoice's PDF (GET, application/pdf), or one a POST answers. A plain link cannot carry the
 * bearer token, so the file is fetched and handed to the browser as an object URL.
 */

/**
 * Opens the PDF in a new tab. The tab is opened at the click, before the file arrives, or the browser would take
 * it for a popup; it is closed again when the file cannot be had (the caller shows the error).
 */
export async function openPdfInNewTab(path: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const blob = await requestBlob(path);
    const url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    // The tab has the document once it has loaded it; the URL is only needed until then.
    window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/**
 * Saves the PDF under the server's own name for it (quotation-QUO-00001.pdf, invoice-SALE-00001.pdf). A `body`
 * makes it a JSON POST (the equipment's QR labels).
 */
export async function downloadPdf(path: string, fileName: string, body?: unknown): Promise<void> {
  const blob = await requestBlob(path, { query: { download: 1 }, body });
  saveBlob(blob, fileName);
}
