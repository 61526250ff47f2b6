import { ENDPOINTS, ZSale, type TSale } from '@amc/contracts';
import { Button, Stack } from '@mantine/core';
import { IconCalendar, IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarRangeInput, type TCalendarRange } from '../../../components/calendar-date-input';
import { DataTable } from '../../../components/data-table/data-table';
import { PageTitle } from '../../../components/page-title';
import { SegmentedChoice } from '../../../components/segmented-choice';
import { businessToday } from '../../../lib/business-today';
import { useSession } from '../../../lib/session';
import { useRight } from '../../../lib/use-right';
import { useRecordDrawer } from '../../../lib/use-record-drawer';
import { useUserOptions } from '../../../lookups/use-user-options';
import { useDeleteSales } from '../api/use-delete-sales';
import { saleColumns } from './sale-columns';
import { SaleFormDrawer } from './sale-form-drawer';
import { SaleRowActions } from './sale-row-actions';
import { useSaleOverdueFilter } from './use-sale-overdue-filter';
import { peopleSelectData } from '../../../lookups/select-data';

/**
 * /sales/list (CSV sellData): the caller's sales (bills), with "sell product", view, edit, invoice and delete by
 * rights. The server keeps a customer to its own sales, so the customer filter is offered only to whoever sees
 * more. "Overdue bills" asks for the bills not fully paid whose due date is before the business's today.
 */
export function SaleListPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const isCustomer = user?.role_name === 'customer';
  const canAdd = useRight('sell_add');
  const canDelete = useRight('sell_delete');
  const deleteSales = useDeleteSales();
  const customers = useUserOptions('customer', { enabled: !isCustomer });
  const [range, setRange] = useState<TCalendarRange>(['', '']);
  const { overdue, setOverdue } = useSaleOverdueFilter();
  const form = useRecordDrawer<TSale>();
  // The day the server counts a bill overdue from: the business's, not the browser's.
  const today = businessToday();

  const customerOptions = useMemo(
    () => (isCustomer ? [] : peopleSelectData(customers.data)),
    [isCustomer, customers.data],
  );
  const columns = useMemo(() => saleColumns(t, customerOptions, today), [t, customerOptions, today]);
  const listFilters = useMemo(() => {
    const [from, to] = range;
    return {
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
      ...(overdue ? { overdue_on: today } : {}),
    };
  }, [range, overdue, today]);

  return (
    <Stack gap="md">
      <PageTitle title={t('sale.list.title')} subtitle={t('sale.list.subtitle')} />
      <DataTable
        tableId="sale"
        endpoint={ENDPOINTS.sale.list}
        rowSchema={ZSale}
        columns={columns}
        fixedFilters={listFilters}
        searchPlaceholder={t('table.search.sale')}
        csvFileName="sellData"
        renderRowActions={(sale) => <SaleRowActions sale={sale} onEdit={form.open} />}
        renderToolbarActions={() => (
          <>
            {canAdd && (
              <Button leftSection={<IconPlus size={16} />} onClick={() => form.open(null)}>
                {t('sale.add.button')}
              </Button>
            )}
            <CalendarRangeInput
              aria-label={t('sale.filter.dateRange')}
              placeholder={t('sale.filter.dateRange')}
              leftSection={<IconCalendar size={16} />}
              clearable
              w={240}
              value={range}
              onChange={setRange}
            />
            <SegmentedChoice
              aria-label={t('sale.filter.show')}
              value={overdue ? 'overdue' : 'all'}
              onChange={(value) => setOverdue(value === 'overdue')}
              data={[
                { value: 'all', label: t('sale.filter.all') },
                { value: 'overdue', label: t('sale.filter.overdue') },
              ]}
            />
          </>
        )}
        onDeleteSelected={canDelete ? (ids) => deleteSales.mutateAsync(ids) : undefined}
      />
      <SaleFormDrawer opened={form.opened} sale={form.record} onClose={form.close} />
    </Stack>
  );
}
