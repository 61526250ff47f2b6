import { requestBlob } from '../../lib/http-client';
import type { TListParams } from './list-params';

/** Hands a blob to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  openDownload(url, fileName);
  // The click has started the download; the object URL is only needed until the browser has read it.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Starts the browser's own download of an address: a file it streams to disk, showing its progress. The file's
 * name comes from the answer's Content-Disposition when `fileName` is empty.
 */
export function openDownload(href: string, fileName = ''): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/**
 * The list endpoint streams the export itself (`format=csv`); a plain link cannot carry the bearer token,
 * so the file is fetched and then saved under SPEC's name.
 */
export async function downloadCsv(endpoint: string, params: TListParams, csvFileName: string): Promise<void> {
  const blob = await requestBlob(endpoint, { query: params });
  saveBlob(blob, `${csvFileName}.csv`);
}
