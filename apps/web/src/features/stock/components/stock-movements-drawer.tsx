import { ENDPOINTS, ZStockMovement, type TStockRow } from '@amc/contracts';
import { Drawer, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import { DateText } from '../../../components/date-text';
import { DetailField } from '../../../components/detail-field';
import { stockMovementColumns } from './stock-movement-columns';

/** The movement table's id: its paging lives in the address bar as "stockMovement.page". */
export const STOCK_MOVEMENT_TABLE_ID = 'stockMovement';

/** One product's stock: its figures from the list row, then its ledger, paged and sorted on the server. */
export function StockMovementsDrawer({
  opened,
  row,
  onClose,
}: {
  opened: boolean;
  row: TStockRow | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const columns = useMemo(() => stockMovementColumns(t), [t]);
  const extraParams = useMemo(() => (row ? { product_id: row.product.id } : undefined), [row]);

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={900}
      title={
        row && (
          // The product keeps its own direction inside an Arabic title ("Split AC (AC-15)" stays as typed).
          <Group gap={6} wrap="nowrap">
            <bdi>{`${row.product.name} (${row.product.code})`}</bdi>
            <Text c="dimmed" component="span">
              {t('stock.action.movements')}
            </Text>
          </Group>
        )
      }
      closeButtonProps={{ 'aria-label': t('action.close') }}
    >
      {row && (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="md">
            <DetailField label={t('stock.field.currentStock')}>
              <bdi dir="ltr">{row.current_stock}</bdi>
            </DetailField>
            <DetailField label={t('stock.field.inWarehouse')}>
              <bdi dir="ltr">{row.in_warehouse}</bdi>
            </DetailField>
            <DetailField label={t('stock.field.totalReceived')}>
              <bdi dir="ltr">{row.total_received}</bdi>
            </DetailField>
            <DetailField label={t('stock.field.lastProductDate')}>
              {row.last_product_date ? <DateText value={row.last_product_date} /> : t('stock.na')}
            </DetailField>
            <DetailField label={t('stock.field.lastSupplier')}>
              <bdi>{row.last_supplier?.full_name ?? t('stock.na')}</bdi>
            </DetailField>
          </SimpleGrid>
          <DataTable
            tableId={STOCK_MOVEMENT_TABLE_ID}
            endpoint={ENDPOINTS.stock.movements}
            rowSchema={ZStockMovement}
            columns={columns}
            extraParams={extraParams}
            csvFileName="stockMovementData"
            tools={false}
          />
        </Stack>
      )}
    </Drawer>
  );
}
