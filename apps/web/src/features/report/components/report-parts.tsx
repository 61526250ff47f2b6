import type { TListMeta } from '@amc/contracts';
import { Alert, Card, Grid, Group, Loader, Pagination, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pageControlName } from '../../../components/data-table/page-control-labels';
import { FieldCard } from '../../../components/field-card/field-card';
import { MoneyText } from '../../../components/money-text';
import { translateMessage } from '../../../i18n/translate-message';
import { useIsPhone } from '../../../lib/use-is-phone';
import { numberLocale } from '../../../lib/number-locale';

export type TReportStat = { label: string; value: ReactNode; testId?: string };

/** The range's totals, one small card each, with a line under them saying how they count (`note`). */
export function ReportStats({ stats, note }: { stats: TReportStat[]; note?: ReactNode }) {
  const grid = (
    <SimpleGrid cols={{ base: 2, md: 3 }} spacing="sm">
      {stats.map((stat) => (
        <Card key={stat.label} withBorder radius="md" padding="sm">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {stat.label}
          </Text>
          <Text fw={700} size="lg" data-testid={stat.testId}>
            {stat.value}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
  if (!note) return grid;
  return (
    <Stack gap="xs">
      {grid}
      <Text size="xs" c="dimmed">
        {note}
      </Text>
    </Stack>
  );
}

export type TReportColumn<TRow> = {
  key: string;
  header: string;
  cell: (row: TRow) => ReactNode;
  numeric?: boolean;
  /** Long free text (titles, product names) may wrap; codes, names and figures stay on one line. */
  wrap?: boolean;
};

/** A column of amounts in the installation's currency, aligned to the end like every figure. */
export function moneyColumn<TRow>(
  key: string,
  header: string,
  amount: (row: TRow) => string,
): TReportColumn<TRow> {
  return { key, header, cell: (row) => <MoneyText amount={amount(row)} />, numeric: true };
}

/** The paging of a report whose rows all came in one answer (a line a month): one page of them all. */
const allRowsMeta = (count: number): TListMeta => ({
  total: count,
  totalExact: true,
  page: 1,
  pageSize: Math.max(1, count),
});

/** One page of a report's rows, paged by the server; without `meta`, every row came in one answer (a line a month). */
export function ReportTable<TRow extends { id: number }>({
  columns,
  rows,
  meta = allRowsMeta(rows.length),
  onPage = () => undefined,
  label,
}: {
  columns: TReportColumn<TRow>[];
  rows: TRow[];
  meta?: TListMeta;
  onPage?: (page: number) => void;
  label: string;
}) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const pages = Math.max(1, Math.ceil(meta.total / meta.pageSize));
  const [first, ...rest] = columns;
  return (
    <Stack gap="xs">
      {isPhone ? (
        // A phone shows each row as a card: eight columns do not fit its width.
        <Stack gap="xs" role="list" aria-label={label}>
          {rows.map((row) => (
            <FieldCard
              key={row.id}
              title={first?.cell(row)}
              lines={rest.map((c) => ({ id: c.key, label: c.header, value: c.cell(row) }))}
            />
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped highlightOnHover verticalSpacing="xs" aria-label={label}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((c) => (
                  // A header may take two lines ("Complaint number") so the rows fit a laptop's width.
                  <Table.Th key={c.key} style={{ textAlign: c.numeric ? 'end' : undefined }}>
                    {c.header}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  {columns.map((c) => (
                    <Table.Td
                      key={c.key}
                      style={{
                        textAlign: c.numeric ? 'end' : undefined,
                        whiteSpace: c.wrap ? undefined : 'nowrap',
                      }}
                    >
                      {c.cell(row)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          {t('report.table.rows', { count: meta.total })}
        </Text>
        {pages > 1 && (
          <Pagination
            size="sm"
            total={pages}
            value={meta.page}
            onChange={onPage}
            getControlProps={(control) => pageControlName(t, control)}
          />
        )}
      </Group>
    </Stack>
  );
}

/** The totals with the chart beside them (below on narrow screens), then the rows across the page. */
export function ReportBody({
  stats,
  chart,
  table,
}: {
  stats: ReactNode;
  chart: ReactNode;
  table: ReactNode;
}) {
  return (
    <Stack gap="md">
      <Grid gap="md" align="stretch">
        <Grid.Col span={{ base: 12, lg: 6 }}>{stats}</Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <Card withBorder radius="md" padding="sm" h="100%">
            {chart}
          </Card>
        </Grid.Col>
      </Grid>
      <Card withBorder radius="md" padding="sm">
        {table}
      </Card>
    </Stack>
  );
}

/** What a report shows of its call (a react-query result). */
export type TReportQueryState<TAnswer> = {
  data?: TAnswer;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  fetchStatus: string;
};

/**
 * The states of a report call: waiting for it, its failure, SPEC's "No data available in ..." when the range
 * has nothing, or the report itself.
 */
export function ReportState<TAnswer extends { message: string }>({
  query,
  isEmpty,
  children,
}: {
  query: TReportQueryState<TAnswer>;
  isEmpty: (answer: TAnswer) => boolean;
  children: (answer: TAnswer) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isError && query.error)
    return (
      <Alert color="red" variant="light">
        {translateMessage(t, query.error.message)}
      </Alert>
    );
  if (!query.data) {
    if (query.fetchStatus === 'idle') return null;
    return (
      <Group justify="center" py="xl">
        <Loader size="sm" />
      </Group>
    );
  }
  if (isEmpty(query.data))
    return (
      <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />} data-testid="report-empty">
        {translateMessage(t, query.data.message)}
      </Alert>
    );
  return <>{children(query.data)}</>;
}

/** "2026-03" in the interface language ("Mar 2026"). */
export function formatMonth(month: string, language: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(year, m - 1, 1),
  );
}

/**
 * A report's figure with at most one decimal in the interface language: a percentage (of 100) or a number with
 * `minDecimals` shown ("3.0"); null without one.
 */
export function formatFigure(value: number | null, { percent = false, minDecimals = 0 } = {}): string | null {
  if (value === null) return null;
  return new Intl.NumberFormat(numberLocale(), {
    style: percent ? 'percent' : 'decimal',
    maximumFractionDigits: 1,
    minimumFractionDigits: minDecimals,
  }).format(percent ? value / 100 : value);
}

/** A figure as text (formatFigure, or the text made of it), read left to right, never split; a dash without one. */
export function FigureText({ text }: { text: string | null }) {
  if (text === null) return <span>—</span>;
  return (
    <bdi dir="ltr" style={{ whiteSpace: 'nowrap' }}>
      {text}
    </bdi>
  );
}

/** A group's cell in a grouped report: its kind (month, employee...) small above its name; the totals in bold. */
function GroupCell({ kind, name }: { kind?: ReactNode; name: string }) {
  return kind ? (
    <Stack gap={0}>
      <Text span size="xs" c="dimmed">
        {kind}
      </Text>
      <bdi>{name}</bdi>
    </Stack>
  ) : (
    <Text span fw={700} inherit>
      {name}
    </Text>
  );
}

/** A line of a grouped report: its figures, its group's kind (month, employee...) above its name; the totals none. */
export type TGroupLine<TFigures> = TFigures & { id: number; kind?: ReactNode; name: string };

/**
 * The body of a grouped report (promises, ratings, timesheets: figures grouped by month, employee... with no rows to
 * page): the totals as stats, one per figure column; the groups then the totals as a table whose first column is
 * each line's group (GroupCell, kept narrow); and the report's chart.
 */
export function GroupedReportBody<TFigures extends object>({
  kind,
  label,
  figures,
  groups,
  totals,
  note,
  chart,
}: {
  /** Names the stats for the browser journeys: `${kind}-report-${column key}`. */
  kind: string;
  /** The table's accessible name (the report's tab). */
  label: string;
  figures: TReportColumn<TGroupLine<TFigures>>[];
  groups: (TFigures & { kind: ReactNode; name: string })[];
  totals: TFigures;
  note?: ReactNode;
  chart: ReactNode;
}) {
  const { t } = useTranslation();
  const total: TGroupLine<TFigures> = { ...totals, id: -1, name: t('report.account.total') };
  const group: TReportColumn<TGroupLine<TFigures>> = {
    key: 'group',
    header: t('report.promise.group'),
    cell: (r) => <GroupCell kind={r.kind} name={r.name} />,
  };
  return (
    <ReportBody
      stats={
        <ReportStats
          note={note}
          stats={figures.map((column) => ({
            label: column.header,
            value: column.cell(total),
            testId: `${kind}-report-${column.key}`,
          }))}
        />
      }
      table={
        <ReportTable
          label={label}
          columns={[group, ...figures]}
          rows={[...groups.map((line, index) => ({ ...line, id: index })), total]}
        />
      }
      chart={chart}
    />
  );
}
