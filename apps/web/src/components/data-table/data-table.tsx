import 'mantine-react-table/styles.css';
import { MSG, PAGE_SIZES } from '@amc/contracts';
import { ActionIcon, Button, Group, Text, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload, IconPrinter, IconRestore, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MantineReactTable,
  MRT_ShowHideColumnsButton,
  MRT_ToggleFiltersButton,
  useMantineReactTable,
  type MRT_ColumnDef,
  type MRT_ColumnFiltersState,
  type MRT_Localization,
  type MRT_PaginationState,
  type MRT_RowData,
  type MRT_RowSelectionState,
  type MRT_SortingState,
  type MRT_Updater,
  type MRT_VisibilityState,
} from 'mantine-react-table';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { translateMessage } from '../../i18n/translate-message';
import { notifyError } from '../../lib/mutation-toasts';
import { CONFIRM_TITLE, openConfirm } from '../confirm-action';
import classes from './data-table.module.css';
import { downloadCsv } from './download-csv';
import { buildCsvParams, buildListParams } from './list-params';
import { invalidateList, listQueryOptions } from './list-query';
import { formatListTotal, formatRowRange } from './list-total';
import { printTable } from './print-table';
import type { TFilterValue } from './table-url-state';
import { useTableLocalization } from './use-table-localization';
import { useTableUrlState } from './use-table-url-state';

export { invalidateList } from './list-query';

export type TDataTableProps<TRow extends MRT_RowData & { id: number }> = {
  /** Unique per screen; prefixes the URL params ("product.page"), so two tables can share a page. */
  tableId: string;
  /** GET endpoint of the shared list query, e.g. '/user/list' (answers { data, meta }). */
  endpoint: string;
  /** The contract's row schema; each page is validated with ZListResponse(rowSchema). */
  rowSchema: z.ZodType<TRow>;
  /** `id`/accessorKey is the API's sort (and filter) name; enableSorting per column. */
  columns: MRT_ColumnDef<TRow>[];
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
  /** Makes rows selectable. Report the outcome yourself (mutationToasts); the table confirms and refetches. */
  onDeleteSelected?: (ids: number[]) => Promise<unknown>;
  /** false: no search, download, print, column or filter tools and no row selection (profile tab tables). */
  tools?: boolean;
};

const EMPTY_FILTERS: Record<string, TFilterValue> = {};

const PAGE_CONTROL_LABELS = {
  first: 'goToFirstPage',
  previous: 'goToPreviousPage',
  next: 'goToNextPage',
  last: 'goToLastPage',
} as const satisfies Record<string, keyof MRT_Localization>;

function resolve<T>(updater: MRT_Updater<T>, current: T): T {
  return typeof updater === 'function' ? (updater as (old: T) => T)(current) : updater;
}

/** The one list of the product (DESIGN section 7): paging, sort, search and filters run on the server. */
export function DataTable<TRow extends MRT_RowData & { id: number }>({
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
  tools = true,
}: TDataTableProps<TRow>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const localization = useTableLocalization();
  const { state: view, update, reset } = useTableUrlState(tableId);
  const [columnVisibility, setColumnVisibility] = useState<MRT_VisibilityState>({});
  const [rowSelection, setRowSelection] = useState<MRT_RowSelectionState>({});
  const [downloading, setDownloading] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const printRef = useRef<HTMLDivElement>(null);
  // The app shell's phone breakpoint (app-layout.tsx): there the pager must fit the card's width on one line.
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;

  const params = useMemo(
    () => buildListParams(view, { fixedFilters, extraParams }),
    [view, fixedFilters, extraParams],
  );
  const query = useQuery(listQueryOptions(endpoint, rowSchema, params));
  const rows = query.data?.data ?? [];
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
    setRowSelection({});
    update({ page: 1 });
  }, [fixedKey, update]);

  // After deleting the last rows of the last page, or from a stale link: go to the last page that has rows.
  // A page past the end is always answered with an exact total (the server's count cap lies beyond it).
  const lastPage = Math.max(1, Math.ceil(total / view.pageSize));
  const pageIsPastTheEnd =
    query.isSuccess && !query.isPlaceholderData && rows.length === 0 && view.page > lastPage;
  useEffect(() => {
    if (pageIsPastTheEnd) update({ page: lastPage });
  }, [pageIsPastTheEnd, lastPage, update]);

  const columnIdList = useMemo(
    () => columns.map((c) => c.id ?? (typeof c.accessorKey === 'string' ? c.accessorKey : '')),
    [columns],
  );
  const columnIds = useMemo(() => new Set(columnIdList), [columnIdList]);
  const sorting: MRT_SortingState = view.sort ? [{ id: view.sort, desc: view.order === 'desc' }] : [];
  const pagination: MRT_PaginationState = { pageIndex: view.page - 1, pageSize: view.pageSize };
  const columnFilters: MRT_ColumnFiltersState = Object.entries(view.filters)
    .filter(([id]) => columnIds.has(id))
    .map(([id, value]) => ({ id, value: String(value) }));

  const selectedIds = Object.keys(rowSelection)
    .filter((id) => rowSelection[id])
    .map(Number);
  const selectable = tools && Boolean(onDeleteSelected);
  // Filters are whitelisted by each list's API; a table whose columns all opt out shows no filter toggle.
  const filterable = tools && columns.some((c) => c.enableColumnFilter !== false);

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

  const deleteSelected = () => {
    if (!onDeleteSelected || selectedIds.length === 0) return;
    const ids = selectedIds;
    openConfirm({
      title: CONFIRM_TITLE,
      confirmLabel: 'Yes, Delete it',
      onConfirm: () => {
        setDeleting(true);
        onDeleteSelected(ids)
          .then(() => setRowSelection({}))
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
    setColumnVisibility({});
    setRowSelection({});
    table.setShowColumnFilters(false);
  };

  const errorMessage = query.isError ? translateMessage(t, query.error.message) : null;
  const iconProps = { color: 'gray', size: 'lg', variant: 'subtle' } as const;

  const table = useMantineReactTable<TRow>({
    columns,
    data: rows,
    getRowId: (row) => String(row.id),
    rowCount,
    localization: meta
      ? {
          ...localization,
          // "3 of 10,000+ row(s) selected": MRT would print the capped count as if it were exact.
          selectedCountOfRowCountRowsSelected: localization.selectedCountOfRowCountRowsSelected?.replace(
            '{rowCount}',
            formatListTotal(t, meta),
          ),
        }
      : localization,
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    enableGlobalFilter: tools,
    enableColumnFilters: filterable,
    enableFilters: tools,
    enableHiding: tools,
    enableRowSelection: selectable,
    enableSelectAll: selectable,
    selectAllMode: 'page',
    enableMultiSort: false,
    enableColumnActions: false,
    enableColumnFilterModes: false,
    enableGlobalFilterModes: false,
    enableColumnOrdering: false,
    enableColumnPinning: false,
    enableColumnResizing: false,
    enableDensityToggle: false,
    enableFullScreenToggle: false,
    enableGrouping: false,
    enableFacetedValues: false,
    // Sizes are minimum widths here: small ones let the table fit its page and give the rest to the content.
    defaultColumn: {
      size: 100,
      minSize: 40,
      // Isolated, so a Latin name inside an Arabic page keeps its own order ("45+5 µF" stays as typed).
      Cell: ({ renderedCellValue }) => <bdi>{renderedCellValue}</bdi>,
    },
    enableTopToolbar: tools || Boolean(renderToolbarActions) || selectable,
    enableRowActions: Boolean(renderRowActions),
    // At the start of the row: wide lists scroll sideways, and the actions must never be the part out of view.
    positionActionsColumn: 'first',
    positionToolbarAlertBanner: tools ? 'top' : 'bottom',
    paginationDisplayMode: 'pages',
    initialState: {
      showGlobalFilter: tools,
      showColumnFilters: columnFilters.length > 0,
      density: 'md',
      // The checkbox first, then the row's actions, then the data.
      columnOrder: [
        ...(selectable ? ['mrt-row-select'] : []),
        ...(renderRowActions ? ['mrt-row-actions'] : []),
        ...columnIdList,
      ],
    },
    state: {
      pagination,
      sorting,
      globalFilter: view.search,
      columnFilters,
      columnVisibility,
      rowSelection,
      isLoading: query.isPending,
      showProgressBars: query.isFetching && !query.isPending,
      showAlertBanner: query.isError,
    },
    onPaginationChange: (updater) => {
      const next = resolve(updater, pagination);
      update({ page: next.pageIndex + 1, pageSize: next.pageSize });
    },
    onSortingChange: (updater) => {
      const [first] = resolve(updater, sorting);
      update({ sort: first?.id ?? null, order: first?.desc ? 'desc' : 'asc' });
    },
    onGlobalFilterChange: (value: unknown) => update({ search: typeof value === 'string' ? value : '' }),
    onColumnFiltersChange: (updater) => {
      const next = resolve(updater, columnFilters);
      update({
        filters: Object.fromEntries(next.map((f) => [f.id, f.value])) as Record<string, TFilterValue>,
      });
    },
    onColumnVisibilityChange: setColumnVisibility,
    onRowSelectionChange: setRowSelection,
    mantinePaperProps: { withBorder: true, radius: 'md', shadow: 'xs' },
    mantineTableProps: {
      striped: 'odd',
      highlightOnHover: true,
      withColumnBorders: false,
      horizontalSpacing: 'xs',
      verticalSpacing: 'xs',
      className: classes.table,
    },
    mantinePaginationProps: {
      rowsPerPageOptions: PAGE_SIZES.map(String),
      // On a phone the pager keeps one page each side of "…" and no first/last arrows (the first and last page
      // numbers do the same), so it stays one line within the card instead of three.
      withEdges: !isPhone,
      siblings: isPhone ? 0 : 1,
      // Mantine's arrows carry only an icon: name them, for screen readers (and tests) alike. Under a capped
      // total the last page is unknown ("Go to last page" would only jump to the counted bound), so no arrow.
      getControlProps: (control) => ({
        'aria-label': localization[PAGE_CONTROL_LABELS[control]],
        ...(control === 'last' && meta && !meta.totalExact ? { style: { display: 'none' } } : {}),
      }),
    },
    // Search matches are marked in the cell's own size, not Mantine Text's larger default.
    mantineHighlightProps: { fz: 'inherit' },
    mantineSearchTextInputProps: {
      // A placeholder is no name: the box is "Search" to screen readers (and tests), whatever its hint says.
      'aria-label': t('table.searchLabel'),
      placeholder: searchPlaceholder ?? t('table.searchPlaceholder'),
      // Wide enough for the longest hint (about 290 px of text, "AMC no., customer, employee, product…"); a
      // phone gives it the card's whole line (data-table.module.css), which holds just that much.
      w: isPhone ? '100%' : 360,
      variant: 'default',
    },
    mantineTopToolbarProps: { className: `${classes.noPrint} ${classes.toolbar} ${classes.topToolbar}` },
    mantineBottomToolbarProps: {
      className: `${classes.noPrint} ${classes.toolbar} ${classes.bottomToolbar}`,
    },
    mantineToolbarAlertBannerProps: errorMessage ? { color: 'red', title: errorMessage } : undefined,
    displayColumnDefOptions: {
      'mrt-row-actions': {
        header: t('table.mrt.actions'),
        size: 100,
        mantineTableHeadCellProps: { className: classes.noPrint, align: 'center' },
        mantineTableBodyCellProps: { className: classes.noPrint },
      },
      'mrt-row-select': {
        size: 40,
        mantineTableHeadCellProps: { className: classes.noPrint },
        mantineTableBodyCellProps: { className: classes.noPrint },
      },
    },
    renderRowActions: renderRowActions
      ? ({ row }) => (
          <Group gap={2} wrap="nowrap" justify="center">
            {renderRowActions(row.original)}
          </Group>
        )
      : undefined,
    renderBottomToolbarCustomActions: () =>
      meta && rows.length > 0 ? (
        <Text size="sm" c="dimmed" px="xs" className={classes.rowRange} data-testid="list-row-range">
          {formatRowRange(t, meta, rows.length)}
        </Text>
      ) : null,
    renderEmptyRowsFallback: () => (
      <Text ta="center" py="xl" c={errorMessage ? 'red' : 'dimmed'} className={classes.emptyMessage}>
        {errorMessage ?? translateMessage(t, MSG.noRecords)}
      </Text>
    ),
    renderTopToolbarCustomActions: () => (
      <div className={classes.toolbarActions}>
        {renderToolbarActions?.()}
        {selectable && selectedIds.length > 0 && (
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} />}
            loading={deleting}
            onClick={deleteSelected}
          >
            {t('table.deleteSelected', { n: selectedIds.length })}
          </Button>
        )}
      </div>
    ),
    renderToolbarInternalActions: ({ table: instance }) =>
      tools ? (
        <Group gap={2} wrap="nowrap">
          {filterable && <MRT_ToggleFiltersButton table={instance} />}
          <MRT_ShowHideColumnsButton table={instance} />
          <Tooltip label={t('table.download')} withinPortal>
            <ActionIcon
              {...iconProps}
              aria-label={t('table.download')}
              loading={downloading}
              onClick={() => void download()}
            >
              <IconDownload size={20} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('table.print')} withinPortal>
            <ActionIcon
              {...iconProps}
              aria-label={t('table.print')}
              onClick={() => printRef.current && printTable(printRef.current)}
            >
              <IconPrinter size={20} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('table.reset')} withinPortal>
            <ActionIcon {...iconProps} aria-label={t('table.reset')} onClick={resetView}>
              <IconRestore size={20} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ) : null,
  });

  return (
    <div ref={printRef} data-testid={`data-table-${tableId}`}>
      <MantineReactTable table={table} />
    </div>
  );
}
