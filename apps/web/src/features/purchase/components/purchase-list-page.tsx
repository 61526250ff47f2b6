import { ENDPOINTS, ZPurchase, type TPurchase } from '@amc/contracts';
import { Button, Stack } from '@mantine/core';
import { IconCalendar, IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarRangeInput, type TCalendarRange } from '../../../components/calendar-date-input';
import { DataTable } from '../../../components/data-table/data-table';
import { PageTitle } from '../../../components/page-title';
import { useSession } from '../../../lib/session';
import { useRight } from '../../../lib/use-right';
import { useRecordDrawer } from '../../../lib/use-record-drawer';
import { useUserOptions } from '../../../lookups/use-user-options';
import { useDeletePurchases } from '../api/use-delete-purchases';
import { purchaseColumns } from './purchase-columns';
import { PurchaseFormDrawer } from './purchase-form-drawer';
import { PurchaseRowActions } from './purchase-row-actions';
import { peopleSelectData } from '../../../lookups/select-data';

/**
 * /purchase/list (CSV purchaseData): the caller's purchases, with add, view, edit, deliver and delete by rights.
 * The server keeps a supplier to its own purchases, so the supplier filter is offered only to whoever sees more.
 */
export function PurchaseListPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const isSupplier = user?.role_name === 'supplier';
  const canAdd = useRight('purchase_add');
  const canDelete = useRight('purchase_delete');
  const deletePurchases = useDeletePurchases();
  const suppliers = useUserOptions('supplier', { enabled: !isSupplier });
  const [range, setRange] = useState<TCalendarRange>(['', '']);
  const form = useRecordDrawer<TPurchase>();

  const supplierOptions = useMemo(
    () => (isSupplier ? [] : peopleSelectData(suppliers.data)),
    [isSupplier, suppliers.data],
  );
  const columns = useMemo(() => purchaseColumns(t, supplierOptions), [t, supplierOptions]);
  const dateFilters = useMemo(() => {
    const [from, to] = range;
    return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
  }, [range]);

  return (
    <Stack gap="md">
      <PageTitle title={t('purchase.list.title')} subtitle={t('purchase.list.subtitle')} />
      <DataTable
        tableId="purchase"
        endpoint={ENDPOINTS.purchase.list}
        rowSchema={ZPurchase}
        columns={columns}
        fixedFilters={dateFilters}
        searchPlaceholder={t('table.search.purchase')}
        csvFileName="purchaseData"
        renderRowActions={(purchase) => <PurchaseRowActions purchase={purchase} onEdit={form.open} />}
        renderToolbarActions={() => (
          <>
            {canAdd && (
              <Button leftSection={<IconPlus size={16} />} onClick={() => form.open(null)}>
                {t('purchase.add.button')}
              </Button>
            )}
            <CalendarRangeInput
              aria-label={t('purchase.filter.dateRange')}
              placeholder={t('purchase.filter.dateRange')}
              leftSection={<IconCalendar size={16} />}
              clearable
              w={240}
              value={range}
              onChange={setRange}
            />
          </>
        )}
        onDeleteSelected={canDelete ? (ids) => deletePurchases.mutateAsync(ids) : undefined}
      />
      <PurchaseFormDrawer opened={form.opened} purchase={form.record} onClose={form.close} />
    </Stack>
  );
}
