import { Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { FieldCard } from '../../../components/field-card/field-card';
import { useIsPhone } from '../../../lib/use-is-phone';

export type THistoryColumn<TRow> = { key: string; header: string; render: (row: TRow) => ReactNode };

/**
 * One kind of an item's history (contracts, visits, complaints, parts): a table, or on a phone a card per line
 * with its columns as labelled lines, so nothing scrolls sideways. Nothing to page: the view carries at most
 * EQUIPMENT_HISTORY_LIMIT lines of each kind, newest first.
 */
export function EquipmentHistoryTable<TRow>({
  rows,
  rowKey,
  columns,
  emptyText,
  label,
}: {
  rows: TRow[];
  rowKey: (row: TRow, index: number) => string | number;
  columns: THistoryColumn<TRow>[];
  /** What an empty section says ("No visits yet."). */
  emptyText: string;
  /** The table's (or card list's) accessible name. */
  label: string;
}) {
  const isPhone = useIsPhone();
  if (rows.length === 0) return <Text c="dimmed">{emptyText}</Text>;
  if (isPhone) {
    const [first, ...rest] = columns;
    return (
      <Stack gap="xs" role="list" aria-label={label}>
        {rows.map((row, index) => (
          <FieldCard
            key={rowKey(row, index)}
            title={first?.render(row)}
            lines={rest.map((column) => ({
              id: column.key,
              label: column.header,
              value: column.render(row),
            }))}
          />
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key}>{column.header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={rowKey(row, index)}>
              {columns.map((column) => (
                <Table.Td key={column.key}>{column.render(row)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
