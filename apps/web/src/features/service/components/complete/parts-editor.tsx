import { SERVICE_PARTS_LIMIT, type TVisitStock } from '@amc/contracts';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Input,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TDraftPart } from '../../../../lib/offline/completion-draft';
import { newOutboxKey } from '../../../../lib/offline/outbox';
import { useProductOptions } from '../../../../lookups/use-product-options';

/**
 * Parts used on the visit: a product, how many, and whether the contract covers it or the customer pays its
 * price. A row is removed with its bin. Each product says how many its technician's van and the warehouse hold
 * (issue 28), and a row asking for more than the place its parts come from holds says so before sending: the server
 * would refuse the completion. Without that stock (never fetched, offline), a caller who sees stock sees the total.
 */
export function PartsEditor({
  value,
  onChange,
  error,
  stock,
}: {
  value: TDraftPart[];
  onChange: (parts: TDraftPart[]) => void;
  error?: string;
  stock?: TVisitStock;
}) {
  const { t } = useTranslation();
  const products = useProductOptions();
  const held = new Map((stock?.products ?? []).map((line) => [line.product_id, line]));
  const where = (productId: number) => {
    const line = held.get(productId);
    return stock?.source === 'van'
      ? t('service.completePage.vanAndWarehouse', { van: line?.van ?? 0, warehouse: line?.warehouse ?? 0 })
      : t('service.completePage.inWarehouse', { n: line?.warehouse ?? 0 });
  };
  const data = (products.data ?? []).map((product) => ({
    value: String(product.id),
    label: stock
      ? `${product.code} · ${product.name} (${where(product.id)})`
      : product.stock === null
        ? `${product.code} · ${product.name}`
        : `${product.code} · ${product.name} (${t('service.completePage.inStock', { n: product.stock })})`,
  }));
  /** What the place the parts come from lacks for a row, or null when it holds enough (or is not known). */
  const shortage = (part: TDraftPart) => {
    if (!stock || !part.product_id || typeof part.quantity !== 'number') return null;
    const line = held.get(Number(part.product_id));
    const there = (stock.source === 'van' ? line?.van : line?.warehouse) ?? 0;
    if (part.quantity <= there) return null;
    return stock.source === 'van'
      ? t('service.completePage.shortVan', { n: there, warehouse: line?.warehouse ?? 0 })
      : t('service.completePage.shortWarehouse', { n: there });
  };
  const update = (key: string, change: Partial<TDraftPart>) =>
    onChange(value.map((part) => (part.key === key ? { ...part, ...change } : part)));

  return (
    <Input.Wrapper label={t('service.completePage.parts')} error={error}>
      <Stack gap="xs" mt={4}>
        {value.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('service.completePage.noParts')}
          </Text>
        )}
        {value.map((part, index) => (
          <Paper key={part.key} withBorder p="xs" radius="sm" data-testid={`part-row-${index}`}>
            <Stack gap="xs">
              <Group gap="xs" wrap="nowrap" align="flex-end">
                <Select
                  style={{ flex: 1, minWidth: 0 }}
                  label={t('service.completePage.product', { n: index + 1 })}
                  placeholder={t('service.completePage.chooseProduct')}
                  data={data}
                  searchable
                  value={part.product_id}
                  onChange={(productId) => update(part.key, { product_id: productId })}
                  nothingFoundMessage={t('service.completePage.noProducts')}
                  comboboxProps={{ withinPortal: true }}
                />
                <ActionIcon
                  size={44}
                  variant="subtle"
                  color="red"
                  aria-label={t('service.completePage.removePart', { n: index + 1 })}
                  onClick={() => onChange(value.filter((row) => row.key !== part.key))}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
              <Group gap="xs" wrap="wrap" align="flex-end">
                <NumberInput
                  w={110}
                  label={t('service.completePage.quantity', { n: index + 1 })}
                  min={1}
                  allowDecimal={false}
                  value={part.quantity}
                  onChange={(quantity) => update(part.key, { quantity })}
                />
                <SegmentedControl
                  aria-label={t('service.completePage.billing', { n: index + 1 })}
                  value={part.covered ? 'covered' : 'chargeable'}
                  onChange={(choice) => update(part.key, { covered: choice === 'covered' })}
                  data={[
                    { value: 'covered', label: t('service.completePage.covered') },
                    { value: 'chargeable', label: t('service.completePage.chargeable') },
                  ]}
                  styles={{ label: { minHeight: 36, display: 'flex', alignItems: 'center' } }}
                />
              </Group>
              {shortage(part) && (
                <Alert color="yellow" variant="light" p="xs" data-testid={`part-short-${index}`}>
                  <Text size="sm">{shortage(part)}</Text>
                </Alert>
              )}
            </Stack>
          </Paper>
        ))}
        <Button
          variant="light"
          mih={44}
          leftSection={<IconPlus size={18} />}
          disabled={value.length >= SERVICE_PARTS_LIMIT}
          onClick={() =>
            onChange([...value, { key: newOutboxKey(), product_id: null, quantity: 1, covered: true }])
          }
        >
          {t('service.completePage.addPart')}
        </Button>
      </Stack>
    </Input.Wrapper>
  );
}
