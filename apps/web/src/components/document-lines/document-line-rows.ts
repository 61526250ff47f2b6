import type { TDocumentLine, TDocumentLineInput } from '@amc/contracts';
import type { UseFormReturnType } from '@mantine/form';
import { randomId } from '@mantine/hooks';
import { ApiError } from '../../lib/http-client';

/** A quotation's or a sale's line as its inputs hold it: ids as the selects' strings, numbers as typed. */
export type TPricedLineRow = {
  key: string;
  product_id: string;
  quantity: string;
  price: string;
  tax_id: string;
  discount: string;
};

export const emptyPricedLine = (): TPricedLineRow => ({
  key: randomId(),
  product_id: '',
  quantity: '1',
  price: '',
  tax_id: '',
  discount: '',
});

/** "10.00" -> "10", "12.50" -> "12.5"; no discount is an empty input rather than "0". */
const typedPercent = (stored: string) => (Number(stored) === 0 ? '' : String(Number(stored)));

export function toPricedLineRows(items: readonly TDocumentLine[]): TPricedLineRow[] {
  return items.map((item) => ({
    key: randomId(),
    // A contract's bill has lines without a product; its form is never opened, but such a line stays empty.
    product_id: item.product ? String(item.product.id) : '',
    quantity: String(item.quantity),
    price: item.price,
    tax_id: item.tax ? String(item.tax.id) : '',
    discount: typedPercent(item.discount_percent),
  }));
}

/** The lines of a store or update body, without the rows' keys. */
export function toDocumentLinesBody(rows: readonly TPricedLineRow[]): TDocumentLineInput[] {
  return rows.map(({ product_id, quantity, price, tax_id, discount }) => ({
    product_id,
    quantity,
    price,
    tax_id,
    discount,
  }));
}

/**
 * The server's issues on the lines ("items.1.price") land on their inputs; applyServerIssues (lib/form-errors)
 * knows only the top-level fields.
 */
export function applyLineIssues<V extends { items: unknown[] }>(
  form: UseFormReturnType<V>,
  error: unknown,
): void {
  if (!(error instanceof ApiError)) return;
  for (const issue of error.issues) {
    if (issue.path === 'items' || issue.path.startsWith('items.'))
      form.setFieldError(issue.path, issue.message);
  }
}
