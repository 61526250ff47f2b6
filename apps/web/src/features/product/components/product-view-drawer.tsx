import type { TProduct } from '@amc/contracts';
import { Badge, Drawer, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../../components/date-text';
import { MoneyText } from '../../../components/money-text';
import { ProductThumbnail } from './product-thumbnail';
import { DetailField } from '../../../components/detail-field';

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
            <DetailField label={t('product.field.modelNumber')}>{product.model_number ?? none}</DetailField>
            <DetailField label={t('product.field.hsnCode')}>
              {product.hsn_code ? <bdi dir="ltr">{product.hsn_code}</bdi> : none}
            </DetailField>
            <DetailField label={t('product.field.price')}>
              <MoneyText amount={product.price} />
            </DetailField>
            <DetailField label={t('product.field.brand')}>{product.brand?.name ?? none}</DetailField>
            <DetailField label={t('product.field.category')}>{product.category?.name ?? none}</DetailField>
            <DetailField label={t('product.field.unit')}>{product.unit?.name ?? none}</DetailField>
            <DetailField label={t('product.field.currentStock')}>{product.current_stock}</DetailField>
            <DetailField label={t('product.field.createdAt')}>
              <DateText value={product.created_at} />
            </DetailField>
            {product.is_archived && (
              <DetailField label={t('product.field.archivedAt')}>
                <DateText value={product.archived_at} />
              </DetailField>
            )}
          </SimpleGrid>
          <DetailField label={t('product.field.description')}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} dir="auto">
              {product.description ?? none}
            </Text>
          </DetailField>
        </Stack>
      )}
    </Drawer>
  );
}
