import { PURCHASE_MAX_ITEMS, type TPurchase } from '@amc/contracts';
import { ActionIcon, Button, Group, Select, Stack, Table, Text, TextInput, Tooltip } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../../components/money-text';
import { translateMessage } from '../../../i18n/translate-message';
import { useProductOptions } from '../../../lookups/use-product-options';
import { emptyLine, type TPurchaseFormValues } from './purchase-form-values';
import { centsToDecimal, lineAmountCents, totalCents } from './purchase-line-maths';

type TOption = { value: string; label: string };

/**
 * The purchase's lines: product, quantity and rate, with each amount (quantity x rate) and the total worked out
 * live in integer cents. At least one line stays: the last one cannot be removed, only changed.
 */
export function PurchaseLinesEditor({
  form,
  purchase,
}: {
  form: UseFormReturnType<TPurchaseFormValues>;
  purchase: TPurchase | null;
}) {
  const { t } = useTranslation();
  const products = useProductOptions();
  const lines = form.values.items;

  // An archived product is no longer offered, but a line of the purchase being edited still shows it.
  const productData = useMemo<TOption[]>(() => {
    const offered = (products.data ?? []).map((p) => ({
      value: String(p.id),
      label: `${p.name} (${p.code})`,
    }));
    const known = new Set(offered.map((o) => o.value));
    const kept = (purchase?.items ?? [])
      .filter((item) => !known.has(String(item.product.id)))
      .map((item) => ({
        value: String(item.product.id),
        label: `${item.product.name} (${item.product.code})`,
      }));
    return [...kept, ...offered];
  }, [products.data, purchase]);

  const inputOf = (path: string) => {
    const props = form.getInputProps(path);
    const error: unknown = props.error;
    return { ...props, error: typeof error === 'string' && error ? translateMessage(t, error) : undefined };
  };

  const chooseProduct = (index: number, value: string | null) => {
    form.setFieldValue(`items.${index}.product_id`, value ?? '');
    // The product's price is a starting point for a rate not typed yet.
    const price = products.data?.find((p) => String(p.id) === value)?.price;
    if (price && !lines[index]?.rate.trim()) form.setFieldValue(`items.${index}.rate`, price);
  };

  const listError = form.errors.items;

  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        {t('purchase.lines.title')}
      </Text>
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing={6} horizontalSpacing="xs" withRowBorders={false}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w="42%">{t('purchase.field.product')}</Table.Th>
              <Table.Th w="14%">{t('purchase.field.quantity')}</Table.Th>
              <Table.Th w="18%">{t('purchase.field.rate')}</Table.Th>
              <Table.Th w="20%" ta="end">
                {t('purchase.field.amount')}
              </Table.Th>
              <Table.Th w="6%" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line, index) => {
              const amount = lineAmountCents(line);
              const row = index + 1;
              return (
                <Table.Tr
                  key={line.key}
                  data-testid={`purchase-line-${index}`}
                  style={{ verticalAlign: 'top' }}
                >
                  <Table.Td>
                    <Select
                      aria-label={t('purchase.lines.productOf', { n: row })}
                      placeholder={t('purchase.choose.product')}
                      searchable
                      clearable
                      data={productData}
                      disabled={products.isPending}
                      nothingFoundMessage={t('purchase.choose.none')}
                      {...inputOf(`items.${index}.product_id`)}
                      onChange={(value) => chooseProduct(index, value)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={t('purchase.lines.quantityOf', { n: row })}
                      inputMode="numeric"
                      dir="ltr"
                      {...inputOf(`items.${index}.quantity`)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={t('purchase.lines.rateOf', { n: row })}
                      inputMode="decimal"
                      dir="ltr"
                      {...inputOf(`items.${index}.rate`)}
                    />
                  </Table.Td>
                  <Table.Td ta="end" pt={12} data-testid={`purchase-line-amount-${index}`}>
                    {amount === null ? (
                      <Text c="dimmed" size="sm" component="span">
                        —
                      </Text>
                    ) : (
                      <MoneyText amount={centsToDecimal(amount)} />
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Tooltip label={t('purchase.lines.remove')} disabled={lines.length <= 1}>
                      <ActionIcon
                        variant="light"
                        color="red"
                        size="lg"
                        aria-label={t('purchase.lines.removeOf', { n: row })}
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
      <Group justify="space-between" align="center">
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          disabled={lines.length >= PURCHASE_MAX_ITEMS}
          onClick={() => form.insertListItem('items', emptyLine())}
        >
          {t('purchase.lines.add')}
        </Button>
        <Group gap="xs" data-testid="purchase-total">
          <Text fw={600}>{t('purchase.field.total')}</Text>
          <Text fw={700} size="lg" component="span">
            <MoneyText amount={centsToDecimal(totalCents(lines))} />
          </Text>
        </Group>
      </Group>
    </Stack>
  );
}
