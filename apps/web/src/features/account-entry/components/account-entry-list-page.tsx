import {
  ENDPOINTS,
  ACCOUNT_ENTRY_CSV_NAMES,
  ZAccountEntry,
  type TAccountEntry,
  type TAccountEntryKind,
} from '@amc/contracts';
import { Button, Stack } from '@mantine/core';
import { IconCalendar, IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarRangeInput, type TCalendarRange } from '../../../components/calendar-date-input';
import { DataTable } from '../../../components/data-table/data-table';
import { PageTitle } from '../../../components/page-title';
import { useRight } from '../../../lib/use-right';
import { useRecordDrawer } from '../../../lib/use-record-drawer';
import { useDeleteAccountEntries } from '../api/use-delete-account-entries';
import { accountEntryColumns } from './account-entry-columns';
import { AccountEntryFormModal } from './account-entry-form-modal';
import { AccountEntryRowActions } from './account-entry-row-actions';
import { accountEntryTexts } from './account-entry-texts';
import { AccountEntryViewModal } from './account-entry-view-modal';
import { MonthlySummaryCard } from './monthly-summary-card';

/** /income/list and /expense/list (CSV incomeData / expenseData): this year's months above the table. */
export function AccountEntryListPage({ kind }: { kind: TAccountEntryKind }) {
  const { t } = useTranslation();
  const texts = accountEntryTexts(t, kind);
  const columns = useMemo(() => accountEntryColumns(t), [t]);
  const canAdd = useRight(`${kind}_add`);
  const canDelete = useRight(`${kind}_delete`);
  const deleteEntries = useDeleteAccountEntries(kind);
  const [range, setRange] = useState<TCalendarRange>(['', '']);
  const form = useRecordDrawer<TAccountEntry>();
  const view = useRecordDrawer<TAccountEntry>();
  const dateFilters = useMemo(() => {
    const [from, to] = range;
    return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
  }, [range]);

  return (
    <Stack gap="md">
      <PageTitle title={texts.listTitle} subtitle={texts.listSubtitle} />
      <MonthlySummaryCard kind={kind} />
      <DataTable
        tableId={kind}
        endpoint={ENDPOINTS[kind].list}
        rowSchema={ZAccountEntry}
        columns={columns}
        fixedFilters={dateFilters}
        searchPlaceholder={t('table.search.accountEntry')}
        csvFileName={ACCOUNT_ENTRY_CSV_NAMES[kind]}
        renderRowActions={(entry) => (
          <AccountEntryRowActions kind={kind} entry={entry} onView={view.open} onEdit={form.open} />
        )}
        renderToolbarActions={() => (
          <>
            {canAdd && (
              <Button leftSection={<IconPlus size={16} />} onClick={() => form.open(null)}>
                {texts.addButton}
              </Button>
            )}
            <CalendarRangeInput
              aria-label={t('accountEntry.filter.dateRange')}
              placeholder={t('accountEntry.filter.dateRange')}
              leftSection={<IconCalendar size={16} />}
              clearable
              w={240}
              value={range}
              onChange={setRange}
            />
          </>
        )}
        onDeleteSelected={canDelete ? (ids) => deleteEntries.mutateAsync(ids) : undefined}
      />
      <AccountEntryFormModal kind={kind} opened={form.opened} entry={form.record} onClose={form.close} />
      <AccountEntryViewModal kind={kind} opened={view.opened} entry={view.record} onClose={view.close} />
    </Stack>
  );
}
