import { ENDPOINTS, ZQuotation, type TQuotation } from '@amc/contracts';
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
import { useDeleteQuotations } from '../api/use-delete-quotations';
import { quotationColumns } from './quotation-columns';
import { QuotationFormDrawer } from './quotation-form-drawer';
import { QuotationRowActions } from './quotation-row-actions';
import { peopleSelectData } from '../../../lookups/select-data';

/**
 * /quotation/list (CSV quotationData): the caller's quotations, with add, view, edit, PDF, convert and delete by
 * rights. The server keeps a customer to its own quotations, so the customer filter is offered only to whoever
 * sees more.
 */
export function QuotationListPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const isCustomer = user?.role_name === 'customer';
  const canAdd = useRight('quotation_add');
  const canDelete = useRight('quotation_delete');
  const deleteQuotations = useDeleteQuotations();
  const customers = useUserOptions('customer', { enabled: !isCustomer });
  const [range, setRange] = useState<TCalendarRange>(['', '']);
  const form = useRecordDrawer<TQuotation>();

  const customerOptions = useMemo(
    () => (isCustomer ? [] : peopleSelectData(customers.data)),
    [isCustomer, customers.data],
  );
  const columns = useMemo(() => quotationColumns(t, customerOptions), [t, customerOptions]);
  const dateFilters = useMemo(() => {
    const [from, to] = range;
    return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
  }, [range]);

  return (
    <Stack gap="md">
      <PageTitle title={t('quotation.list.title')} subtitle={t('quotation.list.subtitle')} />
      <DataTable
        tableId="quotation"
        endpoint={ENDPOINTS.quotation.list}
        rowSchema={ZQuotation}
        columns={columns}
        fixedFilters={dateFilters}
        searchPlaceholder={t('table.search.quotation')}
        csvFileName="quotationData"
        renderRowActions={(quotation) => <QuotationRowActions quotation={quotation} onEdit={form.open} />}
        renderToolbarActions={() => (
          <>
            {canAdd && (
              <Button leftSection={<IconPlus size={16} />} onClick={() => form.open(null)}>
                {t('quotation.add.button')}
              </Button>
            )}
            <CalendarRangeInput
              aria-label={t('quotation.filter.dateRange')}
              placeholder={t('quotation.filter.dateRange')}
              leftSection={<IconCalendar size={16} />}
              clearable
              w={240}
              value={range}
              onChange={setRange}
            />
          </>
        )}
        onDeleteSelected={canDelete ? (ids) => deleteQuotations.mutateAsync(ids) : undefined}
      />
      <QuotationFormDrawer opened={form.opened} quotation={form.record} onClose={form.close} />
    </Stack>
  );
}
