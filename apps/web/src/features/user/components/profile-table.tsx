import { MSG } from '@amc/contracts';
import { Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldCard } from '../../../components/field-card/field-card';
import { translateMessage } from '../../../i18n/translate-message';
import { useIsPhone } from '../../../lib/use-is-phone';

export type TProfileColumn<TRow> = { key: string; header: string; render: (row: TRow) => ReactNode };

/**
 * A list of the profile answer: the rows came with the profile, so there is nothing to page, search or export
 * (SPEC section 2: no tools and no row selection on these tables).
 */
export function ProfileTable<TRow extends { id: number }>({
  rows,
  columns,
  testId,
  minWidth = 720,
}: {
  rows: TRow[];
  columns: TProfileColumn<TRow>[];
  testId: string;
  /** Below this width the table scrolls sideways instead of squeezing its columns (not on a phone: cards). */
  minWidth?: number;
}) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const noRecords = (
    <Text ta="center" c="dimmed" py="lg">
      {translateMessage(t, MSG.noRecords)}
    </Text>
  );
  if (isPhone) {
    // A phone shows each row as a card, its columns as labelled lines: nothing scrolls sideways.
    const [first, ...rest] = columns;
    return rows.length === 0 ? (
      <div data-testid={testId}>{noRecords}</div>
    ) : (
      <Stack gap="xs" role="list" data-testid={testId}>
        {rows.map((row) => (
          <FieldCard
            key={row.id}
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
    <Table.ScrollContainer minWidth={minWidth} data-testid={testId}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key}>{column.header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={columns.length}>{noRecords}</Table.Td>
            </Table.Tr>
          ) : (
            rows.map((row) => (
              <Table.Tr key={row.id}>
                {columns.map((column) => (
                  <Table.Td key={column.key}>{column.render(row)}</Table.Td>
                ))}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
