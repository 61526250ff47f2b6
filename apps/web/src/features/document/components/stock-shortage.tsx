import type { TDocumentLine, TProductOption } from '@amc/contracts';
import { List, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { i18n } from '../../../i18n/i18n';

export type TStockShortage = { product: string; needed: number; onHand: number };

/**
 * The products a quotation's lines ask for more of than the stock holds (all lines of one product together).
 * Products whose stock the caller cannot see (no stock_view: `stock` is null) are not judged here; the server
 * still refuses what the stock cannot serve.
 */
export function stockShortages(
  lines: readonly Pick<TDocumentLine, 'product' | 'quantity'>[],
  products: readonly TProductOption[],
): TStockShortage[] {
  const needed = new Map<number, { product: string; needed: number }>();
  for (const { product, quantity } of lines) {
    // A line without a product (a contract's bill) takes nothing from the stock.
    if (!product) continue;
    const entry = needed.get(product.id) ?? { product: product.name, needed: 0 };
    entry.needed += quantity;
    needed.set(product.id, entry);
  }
  const onHand = new Map(products.map((product) => [product.id, product.stock]));
  return [...needed]
    .map(([id, entry]) => ({ ...entry, onHand: onHand.get(id) }))
    .filter(
      (entry): entry is TStockShortage => typeof entry.onHand === 'number' && entry.needed > entry.onHand,
    );
}

/** Says which products are short before a conversion is tried, instead of its refusal after. */
export function openStockShortage(short: TStockShortage[]): void {
  const t = i18n.t.bind(i18n);
  modals.open({
    title: t('quotation.convert.shortTitle'),
    centered: true,
    children: (
      <>
        <Text size="sm" mb="sm">
          {t('quotation.convert.shortMessage')}
        </Text>
        <List size="sm" data-testid="stock-shortage">
          {short.map((entry) => (
            <List.Item key={entry.product}>
              <bdi>{t('quotation.convert.shortLine', entry)}</bdi>
            </List.Item>
          ))}
        </List>
      </>
    ),
  });
}
