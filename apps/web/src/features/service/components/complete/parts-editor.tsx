import { SERVICE_PARTS_LIMIT } from '@amc/contracts';
import {
  ActionIcon,
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
 * price. A row is removed with its bin; a caller who sees stock sees how many are on hand.
 */
export function PartsEditor({
  value,
  onChange,
  error,
}: {
  value: TDraftPart[];
  onChange: (parts: TDraftPart[]) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const products = useProductOptions();
  const data = (products.data ?? []).map((product) => ({
    value: String(product.id),
    label:
      product.stock === null
        ? `${product.code} · ${product.name}`
        : `${product.code} · ${product.name} (${t('service.completePage.inStock', { n: product.stock })})`,
  }));
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
