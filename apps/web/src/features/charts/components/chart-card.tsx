import { Card, Group, Paper, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../../../lib/use-is-phone';

/** On a phone each option is a 44 px tall target. */
const PHONE_OPTION = { label: { minHeight: 44, display: 'flex', alignItems: 'center' } };

/** One series of a chart: its data key, the text of its legend and table column, its colour. */
export type TChartSeries = { name: string; label: string; color: string };

/** A row of a chart's table alternative: the period's label and each series' figure, already formatted. */
export type TChartTableRow = { key: string; period: string; values: Record<string, string> };

type TTooltipItem = { dataKey?: unknown; value?: unknown; color?: string };

/**
 * The hover box of a chart: each series by its label (not only its colour) with its own figure format, which
 * Mantine's tooltip cannot do for a money series beside a count.
 */
export function ChartTooltip({
  label,
  payload,
  series,
  format,
}: {
  label?: unknown;
  payload?: readonly TTooltipItem[];
  series: TChartSeries[];
  format: (name: string, value: number) => string;
}) {
  if (!payload?.length) return null;
  return (
    <Paper withBorder shadow="sm" p="xs" radius="sm">
      <Text size="sm" fw={600}>
        {String(label ?? '')}
      </Text>
      {series.map((s) => {
        const item = payload.find((p) => p.dataKey === s.name);
        return (
          <Text key={s.name} size="sm">
            {s.label}: <bdi dir="ltr">{format(s.name, Number(item?.value ?? 0))}</bdi>
          </Text>
        );
      })}
    </Paper>
  );
}

/**
 * A chart with its text summary always shown and its figures as a table on demand: the table is the chart's
 * accessible alternative (screen readers, printing, exact figures), the legend names every series in words.
 */
export function ChartCard({
  title,
  summary,
  chart,
  series,
  rows,
  testId,
}: {
  title: string;
  summary: string;
  chart: ReactNode;
  series: TChartSeries[];
  rows: TChartTableRow[];
  testId: string;
}) {
  const { t } = useTranslation();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const phone = useIsPhone();
  return (
    <Card withBorder radius="md" padding="sm" data-testid={testId}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600} component="h3" m={0}>
            {title}
          </Text>
          <SegmentedControl
            size="xs"
            styles={phone ? PHONE_OPTION : undefined}
            value={view}
            onChange={(value) => setView(value === 'table' ? 'table' : 'chart')}
            data={[
              { value: 'chart', label: t('charts.view.chart') },
              { value: 'table', label: t('charts.view.table') },
            ]}
            aria-label={title}
          />
        </Group>
        <Text size="sm" c="dimmed">
          {summary}
        </Text>
        {view === 'chart' ? (
          // The picture repeats the summary and table; it is named for whoever lands on it.
          <div role="img" aria-label={`${title}. ${summary}`}>
            {chart}
          </div>
        ) : (
          <Table.ScrollContainer minWidth={320}>
            <Table striped verticalSpacing={4} aria-label={title}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('charts.table.period')}</Table.Th>
                  {series.map((s) => (
                    <Table.Th key={s.name} style={{ textAlign: 'end' }}>
                      {s.label}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.key}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.period}</Table.Td>
                    {series.map((s) => (
                      <Table.Td key={s.name} style={{ textAlign: 'end', whiteSpace: 'nowrap' }}>
                        <bdi dir="ltr">{row.values[s.name]}</bdi>
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
