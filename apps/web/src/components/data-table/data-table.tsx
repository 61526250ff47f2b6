import 'mantine-datatable/styles.css';
import { MSG, PAGE_SIZES, type TListMeta } from '@amc/contracts';
import { Alert, Button, Group, Paper, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DataTable as MantineDataTable,
  useDataTableColumns,
  type DataTableColumn,
  type DataTableColumnToggle,
  type DataTableSortStatus,
} from 'mantine-datatable';
import { useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { translateMessage } from '../../i18n/translate-message';
import { useSession } from '../../lib/session';
import { useIsPhone } from '../../lib/use-is-phone';
import { notifyError } from '../../lib/mutation-toasts';
import { CONFIRM_TITLE, openConfirm } from '../confirm-action';
import { ColumnFilters } from './column-filters';
import type { TDataColumn } from './data-column';
import { DataTableCards } from './data-table-cards';
import classes from './data-table.module.css';
import { DebouncedTextInput } from './debounced-text-input';
import { downloadCsv } from './download-csv';
import { buildCsvParams, buildListParams, pageKeyFor, withPageKey, type TPageKey } from './list-params';
import { invalidateList, listQueryOptions } from './list-query';
import { formatRowRange } from './list-total';
import { printTable } from './print-table';
import { TableToolIcons, TableToolsMenu, type TTableToolsProps } from './table-tools';
import type { TFilterValue } from './table-url-state';
import { useTableUrlState } from './use-table-url-state';
import { listPagination } from './list-pagination';

export { invalidateList } from './list-query';
export { selectFilter, type TDataColumn, type TFilterOption } from './data-column';

type TRowBase = { id: number };

export type TDataTableProps<TRow extends TRowBase> = {
  /** Unique per screen; prefixes the URL params ("product.page"), so two tables can share a page. */
  tableId: string;
  /** GET endpoint of the shared list query, e.g. '/user/list' (answers { data, meta }). */
  endpoint: string;
  /** The contract's row schema; each page is validated with ZListResponse(rowSchema). */
  rowSchema: z.ZodType<TRow>;
  /** A column's `id` is the API's sort (and filter) name; `sortable` and `filter` per column. */
  columns: TDataColumn<TRow>[];
  /** Always sent inside `filters`, e.g. { role: 'customer' }; changing them goes back to page 1. */
  fixedFilters?: Record<string, TFilterValue>;
  /** Extra query params for the endpoint. */
  extraParams?: Record<string, string | number>;
  /** SPEC's export name without .csv (productData). */
  csvFileName: string;
  /** What the search box searches, e.g. "Bill no., customer…"; the server's search of this list decides it. */
  searchPlaceholder?: string;
  renderRowActions?: (row: TRow) => ReactNode;
  renderToolbarActions?: () => ReactNode;
  /** Makes rows selectable. Report the outcome through a useApiMutation hook (its toasts); the table confirms and refetches. */
  onDeleteSelected?: (ids: number[]) => Promise<unknown>;
  /** Makes rows selectable too: further tools for the selected rows (in id order), shown while any is selected. */
  renderSelectionActions?: (ids: number[]) => ReactNode;
  /** false: no search, download, print, column or filter tools and no row selection (profile tab tables). */
  tools?: boolean;
};

const EMPTY_FILTERS: Record<string, TFilterValue> = {};
const NO_SORT = '';
/** The row actions' column: a name no API column has. */
const ACTIONS_COLUMN = '__actions';

// Logical alignment: the library's own text-align classes say left and right, which is wrong in Arabic.
const ALIGN_STYLES: Record<NonNullable<TDataColumn<unknown>['align']>, CSSProperties> = {
  start: { textAlign: 'start' },
  center: { textAlign: 'center' },
  end: { textAlign: 'end' },
};

function cellText<TRow>(row: TRow, column: TDataColumn<TRow>): ReactNode {
  if (column.value) return column.value(row);
  const field = (row as Record<string, unknown>)[column.id];
  return typeof field === 'string' || typeof field === 'number' ? field : null;
}

/** A cell's content; plain text is isolated, so a Latin name in an Arabic page keeps its order. */
function cellContent<TRow>(row: TRow, column: TDataColumn<TRow>): ReactNode {
  return column.render ? column.render(row) : <bdi>{cellText(row, column)}</bdi>;
}

/** Our column in the library's terms; `hiddenAtFirst` only where the columns menu can show it again. */
function toLibraryColumn<TRow>(column: TDataColumn<TRow>, withColumnsMenu: boolean): DataTableColumn<TRow> {
  const style = ALIGN_STYLES[column.align ?? 'start'];
  return {
    accessor: column.id,
    title: column.header,
    sortable: column.sortable ?? false,
    // A minimum, not the library's fixed `width`: a cell wider than planned (five row actions, a long name)
    // widens its column instead of spilling under the next one.
    titleStyle: { ...style, minWidth: column.width },
    cellsStyle: () => style,
    render: (row) => cellContent(row, column),
    ...(column.hiddenAtFirst && withColumnsMenu ? { defaultToggle: false } : {}),
  };
}

/**
 * Where the server's answer puts the view's page, when it is not where the view is. After deleting the last rows
 * of the last page, or from a stale link: the last page that has rows (a page past the end is always answered
 * with an exact total, the count's cap lying beyond it). A page from the end of a list whose total is known: the
 * numbered page the server answered it as. One from the end that lies before the list's start: page 1.
 */
function pageToSettleOn(viewPage: number, meta: TListMeta, rowsOnPage: number): number | undefined {
  if (viewPage < 0) {
    if (meta.page > 0) return meta.page;
    return rowsOnPage === 0 ? 1 : undefined;
  }
  const lastPage = Math.max(1, Math.ceil(meta.total / meta.pageSize));
  return rowsOnPage === 0 && viewPage > lastPage ? lastPage : undefined;
}

/** The one list of the product (DESIGN section 7): paging, sort, search and filters run on the server. */
export function DataTable<TRow extends TRowBase>({
  tableId,
  endpoint,
  rowSchema,
  columns,
  fixedFilters = EMPTY_FILTERS,
  extraParams,
  csvFileName,
  searchPlaceholder,
  renderRowActions,
  renderToolbarActions,
  onDeleteSelected,
  renderSelectionActions,
  tools = true,
}: TDataTableProps<TRow>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const { state: view, update, reset } = useTableUrlState(tableId);
  const [selectedRows, setSelectedRows] = useState<TRow[]>([]);
  const [downloading, setDownloading] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const printRef = useRef<HTMLDivElement>(null);
  // On a phone the rows are cards and the tools one menu: a table there scrolls sideways and hides columns.
  const isPhone = useIsPhone();

  // Set when Next or Previous leaves a page whose rows are shown: the page beside it is read by its key range.
  const [pageKey, setPageKey] = useState<TPageKey>();
  const params = useMemo(
    () => withPageKey(buildListParams(view, { fixedFilters, extraParams }), pageKey),
    [view, fixedFilters, extraParams, pageKey],
  );
  const query = useQuery(listQueryOptions(endpoint, rowSchema, params));
  const rows = query.data?.data ?? [];
  const goToPage = (page: number) => {
    // Rows kept on screen while another page loads are not this page's: no key from them.
    setPageKey(query.isSuccess && !query.isPlaceholderData ? pageKeyFor(params, rows, page) : undefined);
    update({ page });
  };
  const meta = query.data?.meta;
  const total = meta?.total ?? 0;
  // A capped total (totalExact false) is only a lower bound: the server counts far enough past this page that
  // more pages always show ahead, and this keeps Next on even if it did not.
  const rowCount = meta && !meta.totalExact ? Math.max(total, view.page * view.pageSize + 1) : total;

  // A screen that changes its fixed filters (a role tab) shows other rows: start again at page 1.
  const fixedKey = JSON.stringify(fixedFilters);
  const previousFixedKey = useRef(fixedKey);
  useEffect(() => {
    if (previousFixedKey.current === fixedKey) return;
    previousFixedKey.current = fixedKey;
    setSelectedRows([]);
    update({ page: 1 });
  }, [fixedKey, update]);

  const answered = query.isSuccess && !query.isPlaceholderData ? meta : undefined;
  const settledPage = answered && pageToSettleOn(view.page, answered, rows.length);
  useEffect(() => {
    if (settledPage !== undefined) update({ page: settledPage });
  }, [settledPage, update]);

  const selectable = tools && Boolean(onDeleteSelected || renderSelectionActions);
  // Filters are whitelisted by each list's API; a table none of whose columns filters shows no filter toggle.
  const filterable = tools && columns.some((c) => c.filter);
  const activeFilterCount = columns.filter((c) => c.filter && view.filters[c.id] !== undefined).length;
  // Open from the start when the address already filters, so a shared link shows why rows are missing.
  const [showFilters, setShowFilters] = useState(activeFilterCount > 0);

  const libraryColumns = useMemo<DataTableColumn<TRow>[]>(() => {
    const data = columns.map((column) => toLibraryColumn(column, tools));
    if (!renderRowActions) return data;
    // At the start of the row: wide lists scroll sideways, and the actions must never be the part out of view.
    const actions: DataTableColumn<TRow> = {
      accessor: ACTIONS_COLUMN,
      title: t('table.actions'),
      textAlign: 'center',
      titleClassName: classes.noPrint,
      cellsClassName: classes.noPrint,
      render: (row) => (
        <Group gap={2} wrap="nowrap" justify="center">
          {renderRowActions(row)}
        </Group>
      ),
    };
    return [actions, ...data];
  }, [columns, renderRowActions, t, tools]);

  // Shown columns are a person's choice on this browser: kept per signed-in user and table, never in the link.
  const storeColumnsKey = tools && user ? `data-table:${user.id}:${tableId}` : undefined;
  const { effectiveColumns, columnsToggle, setColumnsToggle, resetColumnsToggle } = useDataTableColumns<TRow>(
    {
      key: storeColumnsKey,
      columns: libraryColumns,
    },
  );
  // The library also keeps widths it would fix exactly; ours are minimums set through the header's style.
  const shownColumns = useMemo(
    () => effectiveColumns.map((column) => ({ ...column, width: undefined })),
    [effectiveColumns],
  );
  // Without a key the library keeps no toggles at all (its type says otherwise).
  const toggles: DataTableColumnToggle[] = (columnsToggle as DataTableColumnToggle[] | undefined) ?? [];
  const isShown = (id: string) => toggles.find((toggle) => toggle.accessor === id)?.toggled ?? true;
  const columnChoices = columns.map((column) => ({
    id: column.id,
    header: column.header,
    visible: isShown(column.id),
  }));
  const toggleColumn = (id: string) =>
    setColumnsToggle(
      toggles.map((toggle) => (toggle.accessor === id ? { ...toggle, toggled: !toggle.toggled } : toggle)),
    );

  const sortStatus: DataTableSortStatus<TRow> = {
    columnAccessor: view.sort ?? NO_SORT,
    direction: view.order,
  };

  const download = async () => {
    setDownloading(true);
    try {
      await downloadCsv(endpoint, buildCsvParams(params), csvFileName);
    } catch (error) {
      notifyError(error);
    } finally {
      setDownloading(false);
    }
  };

  // In id order, whatever order they were ticked in: the request reads the same for the same rows.
  const selectedIds = useMemo(() => selectedRows.map((row) => row.id).sort((a, b) => a - b), [selectedRows]);

  const deleteSelected = () => {
    if (!onDeleteSelected || selectedRows.length === 0) return;
    openConfirm({
      title: CONFIRM_TITLE,
      confirmLabel: 'Yes, Delete it',
      onConfirm: () => {
        setDeleting(true);
        onDeleteSelected(selectedIds)
          .then(() => setSelectedRows([]))
          // The caller's mutation has already shown the server's message; the rows stay selected for a retry.
          .catch(() => undefined)
          .finally(() => {
            setDeleting(false);
            void invalidateList(queryClient, endpoint);
          });
      },
    });
  };

  const resetView = () => {
    reset();
    resetColumnsToggle();
    setSelectedRows([]);
    setShowFilters(false);
  };

  const errorMessage = query.isError ? translateMessage(t, query.error.message) : null;
  const toolsProps: TTableToolsProps = {
    filters: filterable
      ? { shown: showFilters, onToggle: () => setShowFilters((shown) => !shown) }
      : undefined,
    columns: columnChoices,
    onToggleColumn: toggleColumn,
    sort: {
      columns: columns.filter((column) => column.sortable && isShown(column.id)),
      current: view.sort,
      order: view.order,
      onSort: (id) => update({ sort: id, order: id === view.sort && view.order === 'asc' ? 'desc' : 'asc' }),
    },
    downloading,
    onDownload: () => void download(),
    onPrint: () => printRef.current && printTable(printRef.current),
    onReset: resetView,
  };
  const emptyState = (
    <Text ta="center" px="md" c={errorMessage ? 'red' : 'dimmed'}>
      {errorMessage ?? translateMessage(t, MSG.noRecords)}
    </Text>
  );
  const rowRange =
    meta && rows.length > 0 ? (
      <span className={classes.rowRange} data-testid="list-row-range">
        {formatRowRange(t, meta, rows.length)}
      </span>
    ) : null;
  const showToolbar = tools || Boolean(renderToolbarActions) || selectable;
  // Under a capped total the pager offers the pages counted so far; the next one is always among them.
  const pageCount = Math.max(1, Math.ceil(rowCount / view.pageSize));
  const lastPageKnown = !meta || meta.totalExact;
  const pagination = listPagination(t, { page: view.page, pageCount, lastPageKnown, onPage: goToPage });

  return (
    <Paper ref={printRef} withBorder radius="md" shadow="xs" data-testid={`data-table-${tableId}`}>
      {showToolbar && (
        <div className={`${classes.noPrint} ${classes.toolbar}`}>
          <div className={classes.toolbarActions}>
            {renderToolbarActions?.()}
            {selectable && selectedRows.length > 0 && renderSelectionActions?.(selectedIds)}
            {onDeleteSelected && selectable && selectedRows.length > 0 && (
              <Button
                color="red"
                variant="light"
                leftSection={<IconTrash size={16} />}
                loading={deleting}
                onClick={deleteSelected}
              >
                {t('table.deleteSelected', { n: selectedRows.length })}
              </Button>
            )}
          </div>
          {tools && (
            <div className={classes.toolbarTools}>
              <DebouncedTextInput
                className={classes.search}
                // A placeholder is no name: the box is "Search" to screen readers (and tests), whatever its hint.
                aria-label={t('table.searchLabel')}
                placeholder={searchPlaceholder ?? t('table.searchPlaceholder')}
                value={view.search}
                onChange={(search) => update({ search })}
              />
              {isPhone ? (
                <TableToolsMenu {...toolsProps} />
              ) : (
                <Group gap={2} wrap="nowrap">
                  <TableToolIcons {...toolsProps} />
                </Group>
              )}
            </div>
          )}
          {filterable && showFilters && (
            <ColumnFilters
              columns={columns}
              values={view.filters}
              onChange={(id, value) => update({ filters: { ...view.filters, [id]: value } })}
            />
          )}
        </div>
      )}
      {errorMessage && rows.length > 0 && (
        <Alert color="red" title={errorMessage} className={classes.noPrint} radius={0} />
      )}
      {isPhone ? (
        <DataTableCards<TRow>
          rows={rows}
          fields={columns
            .filter((column) => isShown(column.id))
            .map((column) => ({
              id: column.id,
              header: column.header,
              content: (row) => cellContent(row, column),
            }))}
          renderRowActions={renderRowActions}
          selection={selectable ? { selected: selectedRows, onChange: setSelectedRows } : undefined}
          fetching={query.isFetching}
          emptyState={emptyState}
          pager={{
            // A phone has no room for both numbers and first and last: under a capped total, whose last number is
            // unknown, the arrows alone.
            pagination: lastPageKnown ? pagination : { ...pagination, withPages: false, withEdges: true },
            pageSize: view.pageSize,
            pageSizes: PAGE_SIZES,
            onPageSize: (pageSize) => update({ pageSize }),
            rowRange,
          }}
        />
      ) : (
        <MantineDataTable<TRow>
          className={classes.table}
          records={rows}
          columns={shownColumns}
          storeColumnsKey={storeColumnsKey}
          idAccessor="id"
          striped
          highlightOnHover
          horizontalSpacing="xs"
          verticalSpacing="xs"
          // Room for the empty message or the loader when there are no rows to give the table a height.
          minHeight={rows.length ? undefined : 160}
          fetching={query.isFetching}
          sortStatus={sortStatus}
          onSortStatusChange={({ columnAccessor, direction }) =>
            update({ sort: String(columnAccessor), order: direction })
          }
          selectedRecords={selectable ? selectedRows : undefined}
          onSelectedRecordsChange={selectable ? setSelectedRows : undefined}
          selectionColumnClassName={classes.noPrint}
          allRecordsSelectionCheckboxProps={{ 'aria-label': t('table.selectAll') }}
          getRecordSelectionCheckboxProps={() => ({ 'aria-label': t('table.selectRow') })}
          emptyState={emptyState}
          page={view.page}
          onPageChange={goToPage}
          totalRecords={rowCount}
          recordsPerPage={view.pageSize}
          recordsPerPageOptions={[...PAGE_SIZES]}
          onRecordsPerPageChange={(pageSize) => update({ pageSize })}
          recordsPerPageLabel={t('table.rowsPerPage')}
          paginationWithEdges
          paginationText={() => rowRange}
          getPaginationControlProps={pagination.getControlProps}
          // From the end, the page's number is unknown: the library's pager with the arrows alone.
          renderPagination={
            view.page < 0
              ? ({ Controls }) => (
                  <>
                    <Controls.Text />
                    <Controls.PageSizeSelector />
                    <Controls.Pagination {...pagination} />
                  </>
                )
              : undefined
          }
          classNames={{ pagination: classes.noPrint }}
        />
      )}
    </Paper>
  );
}
