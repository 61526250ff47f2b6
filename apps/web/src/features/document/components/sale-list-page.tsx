import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFilterOption } from '../../../components/data-table/data-table';
import { SegmentedChoice } from '../../../components/segmented-choice';
import { businessToday } from '../../../lib/business-today';
import { SALE } from '../document-kinds';
import { DocumentListPage } from './document-list-page';
import { saleColumns } from './sale-columns';
import { SaleFormDrawer } from './sale-form-drawer';
import { SaleRowActions } from './sale-row-actions';
import { useSaleOverdueFilter } from './use-sale-overdue-filter';

/**
 * /sales/list (CSV sellData): the caller's sales (bills), with "sell product", view, edit, invoice and delete.
 * "Overdue bills" asks for the bills not fully paid whose due date is before the business's today.
 */
export function SaleListPage() {
  const { t } = useTranslation();
  const { overdue, setOverdue } = useSaleOverdueFilter();
  // The day the server counts a bill overdue from: the business's, not the browser's.
  const today = businessToday();
  const columns = useCallback((customers: TFilterOption[]) => saleColumns(t, customers, today), [t, today]);
  const filters = useMemo(() => (overdue ? { overdue_on: today } : undefined), [overdue, today]);

  return (
    <DocumentListPage
      kind={SALE}
      columns={columns}
      filters={filters}
      toolbar={
        <SegmentedChoice
          aria-label={t('sale.filter.show')}
          value={overdue ? 'overdue' : 'all'}
          onChange={(value) => setOverdue(value === 'overdue')}
          data={[
            { value: 'all', label: t('sale.filter.all') },
            { value: 'overdue', label: t('sale.filter.overdue') },
          ]}
        />
      }
      renderRowActions={(sale, onEdit) => <SaleRowActions sale={sale} onEdit={onEdit} />}
      renderForm={({ opened, record, onClose }) => (
        <SaleFormDrawer opened={opened} sale={record} onClose={onClose} />
      )}
    />
  );
}
