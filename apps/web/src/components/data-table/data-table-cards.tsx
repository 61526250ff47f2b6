import { Checkbox, LoadingOverlay, Pagination, Select, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldCard } from '../field-card/field-card';
import classes from './data-table.module.css';
import type { TListPagination } from './list-pagination';

export type TCardField<TRow> = { id: string; header: string; content: (row: TRow) => ReactNode };

type TDataTableCardsProps<TRow extends { id: number }> = {
  rows: TRow[];
  /** The shown columns in order: the first is the card's title, the others its labelled fields. */
  fields: TCardField<TRow>[];
  renderRowActions?: (row: TRow) => ReactNode;
  selection?: { selected: TRow[]; onChange: (rows: TRow[]) => void };
  fetching: boolean;
  emptyState: ReactNode;
  pager: {
    /** The table's pager (listPagination). */
    pagination: TListPagination;
    pageSize: number;
    pageSizes: readonly number[];
    onPageSize: (size: number) => void;
    rowRange: ReactNode;
  };
};

/**
 * A list on a phone: one card per row, every shown column as a labelled line, the row's actions as full-size
 * buttons at the card's foot, so nothing scrolls sideways and nothing is a sliver to tap. Paging, rows per page,
 * selection, sort and filters are the table's, so the address and the server's answer are the same as on a
 * desktop.
 */
export function DataTableCards<TRow extends { id: number }>({
  rows,
  fields,
  renderRowActions,
  selection,
  fetching,
  emptyState,
  pager,
}: TDataTableCardsProps<TRow>) {
  const { t } = useTranslation();
  const [title, ...details] = fields;
  const isSelected = (row: TRow) => selection?.selected.some((picked) => picked.id === row.id) ?? false;
  const toggle = (row: TRow) =>
    selection?.onChange(
      isSelected(row)
        ? selection.selected.filter((picked) => picked.id !== row.id)
        : [...selection.selected, row],
    );
  return (
    <div className={classes.cards}>
      <LoadingOverlay visible={fetching} overlayProps={{ blur: 1 }} loaderProps={{ size: 'sm' }} />
      {rows.length === 0 ? (
        <div className={classes.cardsEmpty}>{emptyState}</div>
      ) : (
        <Stack gap="xs" role="list">
          {rows.map((row) => (
            <FieldCard
              key={row.id}
              testId="data-table-card"
              aside={
                selection && (
                  <Checkbox
                    className={classes.noPrint}
                    size="md"
                    aria-label={t('table.selectRow')}
                    checked={isSelected(row)}
                    onChange={() => toggle(row)}
                  />
                )
              }
              title={title?.content(row)}
              lines={details.map((field) => ({
                id: field.id,
                label: field.header,
                value: field.content(row),
              }))}
              actions={renderRowActions?.(row)}
              actionsClassName={classes.noPrint}
            />
          ))}
        </Stack>
      )}
      <div className={`${classes.noPrint} ${classes.cardsPager}`}>
        <Text size="sm" c="dimmed">
          {pager.rowRange}
        </Text>
        <Pagination size="lg" siblings={0} boundaries={1} {...pager.pagination} />
        <Select
          w={110}
          aria-label={t('table.rowsPerPage')}
          data={pager.pageSizes.map(String)}
          value={String(pager.pageSize)}
          onChange={(size) => size && pager.onPageSize(Number(size))}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
      </div>
    </div>
  );
}
