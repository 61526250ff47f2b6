import { ENDPOINTS, ZStockRow, type TStockRow } from '@amc/contracts';
import { Button, Stack } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconHistory, IconTruck } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { DataTable } from '../../../components/data-table/data-table';
import { useRecordDrawer } from '../../../lib/use-record-drawer';
import { DEFAULT_TABLE_STATE, writeTableState } from '../../../components/data-table/table-url-state';
import { PageTitle } from '../../../components/page-title';
import { RowActionButton } from '../../../components/row-action-button';
import { useRight } from '../../../lib/use-right';
import { StockAdjustModal } from './stock-adjust-modal';
import { stockColumns } from './stock-columns';
import { StockPlacesDrawer } from './stock-places-drawer';
import { STOCK_MOVEMENT_TABLE_ID, StockMovementsDrawer } from './stock-movements-drawer';

/**
 * /stock/list (CSV stockData): every active product's stock from its ledger; a row opens its movements and, for a
 * holder of stock_adjust, the stock counted or changed by hand. "Warehouse and vans" shows where it is (issue 28).
 */
export function StockListPage() {
  const { t } = useTranslation();
  const [, setSearchParams] = useSearchParams();
  const columns = useMemo(() => stockColumns(t), [t]);
  const view = useRecordDrawer<TStockRow>();
  const canAdjust = useRight('stock_adjust');
  const [adjusting, setAdjusting] = useState<TStockRow | null>(null);
  const [placesOpen, setPlacesOpen] = useState(false);

  const open = (row: TStockRow) => {
    // Another product's ledger starts at its first page, not at the page the last one was left on.
    setSearchParams((current) => writeTableState(current, STOCK_MOVEMENT_TABLE_ID, DEFAULT_TABLE_STATE), {
      replace: true,
    });
    view.open(row);
  };

  return (
    <Stack gap="md">
      <PageTitle
        title={t('stock.list.title')}
        subtitle={t('stock.list.subtitle')}
        actions={
          <Button
            variant="light"
            leftSection={<IconTruck size={16} />}
            onClick={() => setPlacesOpen(true)}
            data-testid="stock-places"
          >
            {t('stock.places.title')}
          </Button>
        }
      />
      <DataTable
        tableId="stock"
        endpoint={ENDPOINTS.stock.list}
        rowSchema={ZStockRow}
        columns={columns}
        searchPlaceholder={t('table.search.product')}
        csvFileName="stockData"
        renderRowActions={(row) => (
          <>
            <RowActionButton label={t('stock.action.movements')} onClick={() => open(row)}>
              <IconHistory size={18} />
            </RowActionButton>
            {canAdjust && (
              <RowActionButton label={t('stock.action.adjust')} onClick={() => setAdjusting(row)}>
                <IconAdjustmentsHorizontal size={18} />
              </RowActionButton>
            )}
          </>
        )}
      />
      <StockMovementsDrawer opened={view.opened} row={view.record} onClose={view.close} />
      <StockAdjustModal row={adjusting} onClose={() => setAdjusting(null)} />
      <StockPlacesDrawer opened={placesOpen} canAdjust={canAdjust} onClose={() => setPlacesOpen(false)} />
    </Stack>
  );
}
