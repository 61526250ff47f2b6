import type { TProduct } from '@amc/contracts';
import { Badge, Drawer, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../../components/date-text';
import { MoneyText } from '../../../components/money-text';
import { ProductThumbnail } from './product-thumbnail';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

/** SPEC's product View screen: every field of one product, read-only. */
export function ProductViewDrawer({
  opened,
  product,
  onClose,
}: {
  opened: boolean;
  product: TProduct | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const none = t('product.view.none');
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      // Mantine mirrors "right" in right-to-left pages: the drawer always opens on the reading end.
      position="right"
      size={560}
      title={t('product.view.title')}
      closeButtonProps={{ 'aria-label': t('action.close') }}
    >
      {product && (
        <Stack gap="lg">
          <Group gap="md" wrap="nowrap" align="flex-start">
            <ProductThumbnail src={product.image} alt={product.name} size={120} />
            <Stack gap={4}>
              <Title order={3}>{product.name}</Title>
              <Text c="dimmed" dir="auto">
                {product.code}
              </Text>
              {product.is_archived && (
                <Badge color="gray" variant="light">
                  {t('product.view.archived')}
                </Badge>
              )}
            </Stack>
          </Group>
          <SimpleGrid cols={2} spacing="md" verticalSpacing="md">
            <Detail label={t('product.field.modelNumber')}>{product.model_number ?? none}</Detail>
            <Detail label={t('product.field.price')}>
              <MoneyText amount={product.price} />
            </Detail>
            <Detail label={t('product.field.brand')}>{product.brand?.name ?? none}</Detail>
            <Detail label={t('product.field.category')}>{product.category?.name ?? none}</Detail>
            <Detail label={t('product.field.unit')}>{product.unit?.name ?? none}</Detail>
            <Detail label={t('product.field.currentStock')}>{product.current_stock}</Detail>
            <Detail label={t('product.field.createdAt')}>
              <DateText value={product.created_at} />
            </Detail>
            {product.is_archived && (
              <Detail label={t('product.field.archivedAt')}>
                <DateText value={product.archived_at} />
              </Detail>
            )}
          </SimpleGrid>
          <Detail label={t('product.field.description')}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} dir="auto">
              {product.description ?? none}
            </Text>
          </Detail>
        </Stack>
      )}
    </Drawer>
  );
}
