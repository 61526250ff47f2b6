import type { TTax } from '@amc/contracts';
import { ActionIcon, Button, Group, Select, Stack, Table, Text, TextInput, Tooltip } from '@mantine/core';
import type { FormArrayElement, UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../i18n/translate-message';
import { useProductOptions } from '../../lookups/use-product-options';
import { MoneyText } from '../money-text';
import {
  centsToDecimal,
  documentFigures,
  lineAmountCents,
  lineFigures,
  type TLineFigures,
} from './line-maths';

/** One line as its inputs hold it; `key` keeps each row's inputs with their row when another is removed. */
export type TDocumentLineRow = {
  key: string;
  product_id: string;
  quantity: string;
  rate?: string;
  price?: string;
  tax_id?: string;
  discount?: string;
};

/** What a line of the document being edited names, so an archived product or a removed tax still shows. */
export type TKeptLine = {
  /** Null on a contract bill's line, which names no product. */
  product: { id: number; name: string; code: string } | null;
  quantity?: number;
  tax?: { id: number; name: string } | null;
  tax_percent?: string;
};

type TOption = { value: string; label: string };

export type TDocumentLinesEditorProps<V extends { items: TDocumentLineRow[] }> = {
  form: UseFormReturnType<V>;
  /** The lines of the document being edited (none for a new one). */
  kept: readonly TKeptLine[];
  /** The unit price's input: a purchase's "rate", a quotation's or a sale's "price". */
  price: { field: 'rate' | 'price'; label: string; labelOf: (row: number) => string };
  /** Given for quotations and sales: each line then has a tax and a discount %, and the totals show all four sums. */
  taxes?: readonly TTax[];
  /** A sale's whole-bill discount %, taken off each line after its own. */
  documentDiscount?: string;
  /** Prefix of the rows' test ids ("purchase" -> purchase-line-0, purchase-line-amount-0, purchase-total). */
  testIdPrefix: string;
  maxItems: number;
  newLine: () => TDocumentLineRow;
  /**
   * Quotations and sales show each line's stock on hand (to a user with stock_view, whose product list carries
   * it) and mark a quantity above it. `kept` lines of a sale being edited already left the stock: they count back.
   */
  stockHint?: 'quotation' | 'sale';
};

function TotalRow({
  label,
  cents,
  strong,
  testId,
}: {
  label: string;
  cents: bigint;
  strong?: boolean;
  testId: string;
}) {
  return (
    <Group gap="xs" justify="space-between" wrap="nowrap" data-testid={testId} miw={220}>
      <Text fw={strong ? 600 : 400} size={strong ? 'md' : 'sm'}>
        {label}
      </Text>
      <Text fw={strong ? 700 : 500} size={strong ? 'lg' : 'sm'} component="span">
        <MoneyText amount={centsToDecimal(cents)} />
      </Text>
    </Group>
  );
}

/** "In stock: 4" under a line's quantity; red, with "more than in stock", when the quantity asks for more. */
function StockHint({ units, quantity }: { units: number | undefined; quantity: string }) {
  const { t } = useTranslation();
  if (units === undefined) return null;
  const short = /^\d+$/.test(quantity.trim()) && Number(quantity) > units;
  return (
    <Text size="xs" c={short ? 'red' : 'dimmed'} mt={4} data-testid="stock-hint">
      {short ? t('documentLines.moreThanInStock', { n: units }) : t('documentLines.inStock', { n: units })}
    </Text>
  );
}

const dash = (
  <Text c="dimmed" size="sm" component="span">
    —
  </Text>
);

/**
 * The lines of a purchase, a quotation or a sale: product, quantity and unit price (plus tax and discount % on
 * quotations and sales), with each line's figure and the totals worked out live in integer cents. At least one
 * line stays: the last one cannot be removed, only changed.
 */
export function DocumentLinesEditor<V extends { items: TDocumentLineRow[] }>({
  form,
  kept,
  price,
  taxes,
  documentDiscount = '',
  testIdPrefix,
  maxItems,
  newLine,
  stockHint,
}: TDocumentLinesEditorProps<V>) {
  const { t } = useTranslation();
  const products = useProductOptions();
  const lines = form.values.items;
  const priced = taxes !== undefined;
  // Mantine types a path's value only for literal paths; the rows' paths are built from their index.
  const setLineValue = form.setFieldValue as (path: string, value: string) => void;

  // An archived product is no longer offered, but a line of the document being edited still shows it.
  const productData = useMemo<TOption[]>(() => {
    const offered = (products.data ?? []).map((p) => ({
      value: String(p.id),
      label: `${p.name} (${p.code})`,
    }));
    const known = new Set(offered.map((o) => o.value));
    const extra = new Map<string, TOption>();
    for (const line of kept) {
      if (!line.product) continue;
      const value = String(line.product.id);
      if (!known.has(value))
        extra.set(value, { value, label: `${line.product.name} (${line.product.code})` });
    }
    return [...extra.values(), ...offered];
  }, [products.data, kept]);

  // Units a line may take: the product's stock on hand, plus what this sale itself took when it was saved.
  const available = useMemo(() => {
    if (!stockHint) return new Map<string, number>();
    const units = new Map<string, number>();
    for (const product of products.data ?? [])
      if (product.stock !== null) units.set(String(product.id), product.stock);
    if (stockHint === 'sale')
      for (const line of kept) {
        if (!line.product) continue;
        const id = String(line.product.id);
        const onHand = units.get(id);
        if (onHand !== undefined) units.set(id, onHand + (line.quantity ?? 0));
      }
    return units;
  }, [products.data, kept, stockHint]);

  // A tax's current rate prices the line; a tax no longer listed keeps the rate the line was written with.
  const taxRates = useMemo(() => {
    const rates = new Map<string, { label: string; percent: string }>();
    for (const line of kept) {
      if (line.tax)
        rates.set(String(line.tax.id), { label: line.tax.name, percent: line.tax_percent ?? '0' });
    }
    for (const tax of taxes ?? []) rates.set(String(tax.id), { label: tax.name, percent: tax.percentage });
    return rates;
  }, [kept, taxes]);
  const taxData = useMemo<TOption[]>(
    () =>
      [...taxRates].map(([value, { label, percent }]) => ({
        value,
        label: `${label} (${Number(percent)}%)`,
      })),
    [taxRates],
  );

  const figures = lines.map((line): TLineFigures | null => {
    const unitPrice = line[price.field] ?? '';
    if (!priced) {
      const amount = lineAmountCents({ quantity: line.quantity, price: unitPrice });
      return amount === null ? null : { amount, discount: 0n, tax: 0n, total: amount };
    }
    const taxPercent = line.tax_id ? (taxRates.get(line.tax_id)?.percent ?? null) : '0';
    return lineFigures(
      { quantity: line.quantity, price: unitPrice, discount: line.discount ?? '', taxPercent },
      documentDiscount,
    );
  });
  const sums = documentFigures(figures);

  const inputOf = (path: string) => {
    const props = form.getInputProps(path);
    const error: unknown = props.error;
    return { ...props, error: typeof error === 'string' && error ? translateMessage(t, error) : undefined };
  };

  const chooseProduct = (index: number, value: string | null) => {
    setLineValue(`items.${index}.product_id`, value ?? '');
    // The product's price is a starting point for a price not typed yet.
    const listed = products.data?.find((p) => String(p.id) === value)?.price;
    if (listed && !(lines[index]?.[price.field] ?? '').trim())
      setLineValue(`items.${index}.${price.field}`, listed);
  };

  const listError = form.errors.items;
  const header = (label: string, width: string, end = false): ReactNode => (
    <Table.Th w={width} ta={end ? 'end' : undefined}>
      {label}
    </Table.Th>
  );

  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        {t('documentLines.title')}
      </Text>
      <Table.ScrollContainer minWidth={priced ? 820 : 640}>
        <Table verticalSpacing={6} horizontalSpacing="xs" withRowBorders={false}>
          <Table.Thead>
            <Table.Tr>
              {header(t('documentLines.product'), priced ? '28%' : '42%')}
              {header(t('documentLines.quantity'), priced ? '10%' : '14%')}
              {header(price.label, priced ? '14%' : '18%')}
              {priced && header(t('documentLines.tax'), '17%')}
              {priced && header(t('documentLines.discount'), '10%')}
              {header(
                priced ? t('documentLines.lineTotal') : t('documentLines.amount'),
                priced ? '15%' : '20%',
                true,
              )}
              <Table.Th w="6%" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line, index) => {
              const figure = figures[index];
              const row = index + 1;
              return (
                <Table.Tr
                  key={line.key}
                  data-testid={`${testIdPrefix}-line-${index}`}
                  style={{ verticalAlign: 'top' }}
                >
                  <Table.Td>
                    <Select
                      aria-label={t('documentLines.productOf', { n: row })}
                      placeholder={t('documentLines.chooseProduct')}
                      searchable
                      clearable
                      data={productData}
                      disabled={products.isPending}
                      nothingFoundMessage={t('documentLines.nothingFound')}
                      {...inputOf(`items.${index}.product_id`)}
                      onChange={(value) => chooseProduct(index, value)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={t('documentLines.quantityOf', { n: row })}
                      inputMode="numeric"
                      dir="ltr"
                      {...inputOf(`items.${index}.quantity`)}
                    />
                    <StockHint units={available.get(line.product_id)} quantity={line.quantity} />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={price.labelOf(row)}
                      inputMode="decimal"
                      dir="ltr"
                      {...inputOf(`items.${index}.${price.field}`)}
                    />
                  </Table.Td>
                  {priced && (
                    <Table.Td>
                      <Select
                        aria-label={t('documentLines.taxOf', { n: row })}
                        placeholder={t('documentLines.noTax')}
                        clearable
                        data={taxData}
                        {...inputOf(`items.${index}.tax_id`)}
                        onChange={(value) => setLineValue(`items.${index}.tax_id`, value ?? '')}
                      />
                    </Table.Td>
                  )}
                  {priced && (
                    <Table.Td>
                      <TextInput
                        aria-label={t('documentLines.discountOf', { n: row })}
                        inputMode="decimal"
                        dir="ltr"
                        placeholder="0"
                        {...inputOf(`items.${index}.discount`)}
                      />
                    </Table.Td>
                  )}
                  <Table.Td ta="end" pt={12} data-testid={`${testIdPrefix}-line-amount-${index}`}>
                    {figure ? (
                      <MoneyText amount={centsToDecimal(priced ? figure.total : figure.amount)} />
                    ) : (
                      dash
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Tooltip label={t('documentLines.remove')} disabled={lines.length <= 1}>
                      <ActionIcon
                        variant="light"
                        color="red"
                        size="lg"
                        aria-label={t('documentLines.removeOf', { n: row })}
                        disabled={lines.length <= 1}
                        onClick={() => form.removeListItem('items', index)}
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    </Tooltip>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {typeof listError === 'string' && (
        <Text c="red" size="sm">
          {translateMessage(t, listError)}
        </Text>
      )}
      <Group justify="space-between" align="flex-start">
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          disabled={lines.length >= maxItems}
          onClick={() =>
            // V is generic here, so Mantine cannot resolve its `items` element type; V's constraint says it is a line.
            form.insertListItem('items', newLine() as FormArrayElement<V, 'items'>)
          }
        >
          {t('documentLines.add')}
        </Button>
        <Stack gap={4}>
          {priced && (
            <>
              <TotalRow
                label={t('documentLines.grossTotal')}
                cents={sums.gross}
                testId={`${testIdPrefix}-gross`}
              />
              <TotalRow
                label={t('documentLines.discountTotal')}
                cents={sums.discount}
                testId={`${testIdPrefix}-discount`}
              />
              <TotalRow label={t('documentLines.taxTotal')} cents={sums.tax} testId={`${testIdPrefix}-tax`} />
            </>
          )}
          <TotalRow
            label={t('documentLines.total')}
            cents={sums.total}
            strong
            testId={`${testIdPrefix}-total`}
          />
        </Stack>
      </Group>
    </Stack>
  );
}
