import type { TDocumentLine } from '@amc/contracts';

/** What a stored line is for: its product's name, or on a contract's bill (no product) the period it describes. */
export function lineName(line: Pick<TDocumentLine, 'product' | 'description'>): string {
  return line.product?.name ?? line.description ?? '';
}
