import { Button, Stack } from '@mantine/core';
import { IconCalendar, IconPlus } from '@tabler/icons-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarRangeInput, type TCalendarRange } from '../../../components/calendar-date-input';
import { DataTable, type TDataColumn, type TFilterOption } from '../../../components/data-table/data-table';
import { PageTitle } from '../../../components/page-title';
import { useSession } from '../../../lib/session';
import { useRight } from '../../../lib/use-right';
import { useRecordDrawer } from '../../../lib/use-record-drawer';
import { peopleSelectData } from '../../../lookups/select-data';
import { useUserOptions } from '../../../lookups/use-user-options';
import { useDeleteDocuments } from '../api/use-document-writes';
import type { TDocumentKind } from '../document-kinds';

/**
 * A kind's list (its CSV under SPEC's name): the caller's documents, with add, the row actions and delete by rights,
 * and a date range. The server keeps a customer (or supplier) to its own documents, so the party filter is offered
 * only to whoever sees more. A kind adds its own filters and toolbar controls (a sale's "overdue").
 */
export function DocumentListPage<TRow extends { id: number }>({
  kind,
  columns,
  filters,
  toolbar,
  renderRowActions,
  renderForm,
}: {
  kind: TDocumentKind<TRow>;
  /** The kind's columns, given the party filter's options. */
  columns: (partyOptions: TFilterOption[]) => TDataColumn<TRow>[];
  filters?: Record<string, string>;
  toolbar?: ReactNode;
  renderRowActions: (row: TRow, onEdit: (row: TRow) => void) => ReactNode;
  /** The add and edit drawer; a kind added elsewhere (a credit note, from its bill) has none. */
  renderForm?: (drawer: { opened: boolean; record: TRow | null; onClose: () => void }) => ReactNode;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const { name, party } = kind;
  const isParty = user?.role_name === party;
  const canAdd = useRight(kind.rights.add) && renderForm !== undefined;
  const canDelete = useRight(kind.rights.delete);
  const deleteDocuments = useDeleteDocuments(kind);
  const parties = useUserOptions(party, { enabled: !isParty });
  const [range, setRange] = useState<TCalendarRange>(['', '']);
  const form = useRecordDrawer<TRow>();

  const partyOptions = useMemo(
    () => (isParty ? [] : peopleSelectData(parties.data)),
    [isParty, parties.data],
  );
  const tableColumns = useMemo(() => columns(partyOptions), [columns, partyOptions]);
  const listFilters = useMemo(() => {
    const [from, to] = range;
    return { ...(from ? { from } : {}), ...(to ? { to } : {}), ...filters };
  }, [range, filters]);

  return (
    <Stack gap="md">
      <PageTitle title={t(`${name}.list.title`)} subtitle={t(`${name}.list.subtitle`)} />
      <DataTable
        tableId={name}
        endpoint={kind.api.list}
        rowSchema={kind.rowSchema}
        columns={tableColumns}
        fixedFilters={listFilters}
        searchPlaceholder={t(`table.search.${name}`)}
        csvFileName={kind.csvFileName}
        renderRowActions={(row) => renderRowActions(row, form.open)}
        renderToolbarActions={() => (
          <>
            {canAdd && (
              <Button leftSection={<IconPlus size={16} />} onClick={() => form.open(null)}>
                {t(`${name}.add.button`)}
              </Button>
            )}
            <CalendarRangeInput
              aria-label={t(`${name}.filter.dateRange`)}
              placeholder={t(`${name}.filter.dateRange`)}
              leftSection={<IconCalendar size={16} />}
              clearable
              w={240}
              value={range}
              onChange={setRange}
            />
            {toolbar}
          </>
        )}
        onDeleteSelected={canDelete ? (ids) => deleteDocuments.mutateAsync(ids) : undefined}
      />
      {renderForm?.({ opened: form.opened, record: form.record, onClose: form.close })}
    </Stack>
  );
}
