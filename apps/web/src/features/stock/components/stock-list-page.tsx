import { ENDPOINTS, ZStockRow, type TStockRow } from '@amc/contracts';
import { Stack } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { DataTable } from '../../../components/data-table/data-table';
import { DEFAULT_TABLE_STATE, writeTableState } from '../../../components/data-table/table-url-state';
import { PageTitle } from '../../../components/page-title';
import { RowActionButton } from '../../../components/row-action-button';
import { stockColumns } from './stock-columns';
import { STOCK_MOVEMENT_TABLE_ID, StockMovementsDrawer } from './stock-movements-drawer';

/** The row stays while the drawer closes, so its content does not change during the slide-out. */
type TDrawerState = { opened: boolean; row: TStockRow | null };

/** /stock/list (CSV stockData): every active product's stock from its ledger; a row opens its movements. */
export function StockListPage() {
  const { t } = useTranslation();
  const [, setSearchParams] = useSearchParams();
  const columns = useMemo(() => stockColumns(t), [t]);
  const [view, setView] = useState<TDrawerState>({ opened: false, row: null });

  const open = (row: TStockRow) => {
    // Another product's ledger starts at its first page, not at the page the last one was left on.
    setSearchParams((current) => writeTableState(current, STOCK_MOVEMENT_TABLE_ID, DEFAULT_TABLE_STATE), {
      replace: true,
    });
    setView({ opened: true, row });
  };

  return (
    <Stack gap="md">
      <PageTitle title={t('stock.list.title')} subtitle={t('stock.list.subtitle')} />
      <DataTable
        tableId="stock"
        endpoint={ENDPOINTS.stock.list}
        rowSchema={ZStockRow}
        columns={columns}
        searchPlaceholder={t('table.search.product')}
        csvFileName="stockData"
        renderRowActions={(row) => (
          <RowActionButton label={t('stock.action.movements')} onClick={() => open(row)}>
            <IconHistory size={18} />
          </RowActionButton>
        )}
      />
      <StockMovementsDrawer
        opened={view.opened}
        row={view.row}
        onClose={() => setView({ ...view, opened: false })}
      />
    </Stack>
  );
}
