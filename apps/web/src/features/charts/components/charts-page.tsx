import '@mantine/charts/styles.css';
import { type TChartsData, type TChartsQuery } from '@amc/contracts';
import { BarChart, CompositeChart } from '@mantine/charts';
import { Alert, Button, Grid, Group, Loader, Stack, Text, useDirection } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { CalendarDateInput } from '../../../components/calendar-date-input';
import { DateText } from '../../../components/date-text';
import { PageTitle } from '../../../components/page-title';
import { SegmentedChoice } from '../../../components/segmented-choice';
import { translateMessage } from '../../../i18n/translate-message';
import { getStoredBranding } from '../../../lib/browser-storage';
import { businessToday } from '../../../lib/business-today';
import { formatMoney } from '../../../lib/format-money';
import { numberLocale } from '../../../lib/number-locale';
import { useCharts } from '../api/use-charts';
import { ChartCard, ChartTooltip, type TChartSeries, type TChartTableRow } from './chart-card';
import {
  CHART_PRESETS,
  customRangeProblem,
  periodLabel,
  presetRange,
  type TChartPreset,
} from './charts-range';

const CHART_HEIGHT = 260;

/** The range of the address: a preset (`?range=6m`, default 12 months) or `?range=custom&from=&to=`. */
function useChartRange() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('range') as TChartPreset | null;
  const preset: TChartPreset = asked && CHART_PRESETS.includes(asked) ? asked : '12m';
  const today = businessToday();
  const query: TChartsQuery =
    preset === 'custom'
      ? { from: params.get('from') ?? undefined, to: params.get('to') ?? undefined }
      : presetRange(preset, today);
  const choose = (next: TChartPreset, range?: { from: string; to: string }) =>
    setParams(next === 'custom' && range ? { range: next, ...range } : { range: next }, { replace: true });
  return { preset, query, choose };
}

/** The figures as the interface language writes them: counts, money, and short money for an axis. */
function useFigures() {
  const currency = getStoredBranding().currency_code || 'INR';
  const locale = numberLocale();
  const counts = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
  return {
    count: (value: number) => counts.format(value),
    money: (value: number | string) => formatMoney(value, currency),
    axis: (value: number) => compact.format(value),
  };
}

/** The axes of a chart in the reading direction: periods from the right and values on the right in RTL. */
function useAxes() {
  const { dir } = useDirection();
  const rtl = dir === 'rtl';
  return {
    rtl,
    xAxisProps: { reversed: rtl },
    yAxisProps: {
      orientation: rtl ? ('right' as const) : ('left' as const),
      tick: { transform: `translate(${rtl ? 10 : -10}, 0)`, fontSize: 12, fill: 'currentColor' },
    },
    otherYAxisProps: {
      orientation: rtl ? ('left' as const) : ('right' as const),
      tick: { transform: `translate(${rtl ? -10 : 10}, 0)`, fontSize: 12, fill: 'currentColor' },
    },
  };
}

/** The custom range: from, to and Show, checked with the server's rules before anything is asked. */
function CustomRangeForm({
  initial,
  onShow,
}: {
  initial: TChartsQuery;
  onShow: (range: { from: string; to: string }) => void;
}) {
  const { t } = useTranslation();
  const [from, setFrom] = useState(initial.from ?? '');
  const [to, setTo] = useState(initial.to ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const found = customRangeProblem(from, to);
        setProblem(found);
        if (!found) onShow({ from, to });
      }}
    >
      <Group align="flex-start" gap="sm" wrap="wrap">
        <CalendarDateInput label={t('charts.field.from')} w={170} value={from} onChange={setFrom} />
        <CalendarDateInput
          label={t('charts.field.to')}
          w={170}
          value={to}
          onChange={setTo}
          error={problem ? translateMessage(t, problem) : undefined}
        />
        <Button type="submit" mt={25} rightSection={<IconArrowRight size={16} className="mirror-rtl" />}>
          {t('charts.action.show')}
        </Button>
      </Group>
    </form>
  );
}

/** The three charts of the figures, each with its summary and table. */
function ChartsBody({ data }: { data: TChartsData }) {
  const { t, i18n } = useTranslation();
  const figures = useFigures();
  const axes = useAxes();
  const rows = data.periods.map((p) => ({
    ...p,
    label: periodLabel(p.period, data.group, i18n.language),
    total: Number(p.sales_total),
  }));
  const sum = (pick: (p: (typeof rows)[number]) => number) => rows.reduce((s, p) => s + pick(p), 0);
  const tableRows = (values: (p: (typeof rows)[number]) => Record<string, string>): TChartTableRow[] =>
    rows.map((p) => ({ key: p.period, period: p.label, values: values(p) }));
  const line = (pairs: [string, string][]) => pairs.map(([label, value]) => `${label}: ${value}`).join(' · ');

  const salesSeries: TChartSeries[] = [
    { name: 'total', label: t('charts.sales.total'), color: 'blue.6' },
    { name: 'count', label: t('charts.sales.count'), color: 'orange.7' },
  ];
  const serviceSeries: TChartSeries[] = [
    { name: 'services_scheduled', label: t('charts.services.scheduled'), color: 'indigo.3' },
    { name: 'services_done', label: t('charts.services.done'), color: 'teal.8' },
  ];
  const complaintSeries: TChartSeries[] = [
    { name: 'complaints_opened', label: t('charts.complaints.opened'), color: 'red.4' },
    { name: 'complaints_resolved', label: t('charts.complaints.resolved'), color: 'green.8' },
  ];
  const countTooltip = (series: TChartSeries[]) => ({
    content: (props: { label?: unknown; payload?: readonly { dataKey?: unknown; value?: unknown }[] }) => (
      <ChartTooltip
        label={props.label}
        payload={props.payload}
        series={series}
        format={(_, v) => figures.count(v)}
      />
    ),
  });
  const countChart = (series: TChartSeries[]) => (
    <BarChart
      h={CHART_HEIGHT}
      data={rows}
      dataKey="label"
      series={series}
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      xAxisProps={axes.xAxisProps}
      yAxisProps={{ ...axes.yAxisProps, width: 40, allowDecimals: false, tickFormatter: figures.axis }}
      tooltipProps={countTooltip(series)}
    />
  );

  const totalCount = sum((p) => p.sales_count);
  const scheduled = sum((p) => p.services_scheduled);
  const opened = sum((p) => p.complaints_opened);
  return (
    <Grid gap="md">
      <Grid.Col span={12}>
        <ChartCard
          testId="charts-sales"
          title={t('charts.sales.title')}
          summary={line([
            [t('charts.sales.total'), figures.money(sum((p) => p.total))],
            [t('charts.sales.count'), figures.count(totalCount)],
          ])}
          series={salesSeries}
          rows={tableRows((p) => ({
            total: figures.money(p.sales_total),
            count: figures.count(p.sales_count),
          }))}
          chart={
            <CompositeChart
              h={CHART_HEIGHT}
              data={rows.map((p) => ({ label: p.label, total: p.total, count: p.sales_count }))}
              dataKey="label"
              series={[
                { ...salesSeries[0]!, type: 'bar' },
                { ...salesSeries[1]!, type: 'line', yAxisId: 'right' },
              ]}
              withLegend
              legendProps={{ verticalAlign: 'bottom' }}
              withRightYAxis
              xAxisProps={axes.xAxisProps}
              yAxisProps={{ ...axes.yAxisProps, width: 56, tickFormatter: figures.axis }}
              rightYAxisProps={{
                ...axes.otherYAxisProps,
                width: 36,
                allowDecimals: false,
                tickFormatter: figures.axis,
              }}
              tooltipProps={{
                content: (props) => (
                  <ChartTooltip
                    label={props.label}
                    payload={props.payload}
                    series={salesSeries}
                    format={(name, v) => (name === 'total' ? figures.money(v) : figures.count(v))}
                  />
                ),
              }}
            />
          }
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 6 }}>
        <ChartCard
          testId="charts-services"
          title={t('charts.services.title')}
          summary={line([
            [t('charts.services.scheduled'), figures.count(scheduled)],
            [t('charts.services.done'), figures.count(sum((p) => p.services_done))],
          ])}
          series={serviceSeries}
          rows={tableRows((p) => ({
            services_scheduled: figures.count(p.services_scheduled),
            services_done: figures.count(p.services_done),
          }))}
          chart={countChart(serviceSeries)}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 6 }}>
        <ChartCard
          testId="charts-complaints"
          title={t('charts.complaints.title')}
          summary={line([
            [t('charts.complaints.opened'), figures.count(opened)],
            [t('charts.complaints.resolved'), figures.count(sum((p) => p.complaints_resolved))],
          ])}
          series={complaintSeries}
          rows={tableRows((p) => ({
            complaints_opened: figures.count(p.complaints_opened),
            complaints_resolved: figures.count(p.complaints_resolved),
          }))}
          chart={countChart(complaintSeries)}
        />
      </Grid.Col>
    </Grid>
  );
}

/**
 * SPEC's charts page (/charts/echarts, report_view): the business's sales, services and complaints over a range
 * of months (by week for a short one), drawn with the app's chart library. The range is in the address.
 */
export function ChartsPage() {
  const { t } = useTranslation();
  const { preset, query, choose } = useChartRange();
  const charts = useCharts(query);
  const data = charts.data?.data;

  return (
    <Stack gap="lg">
      <PageTitle title={t('charts.title')} subtitle={t('charts.subtitle')} />
      <Stack gap="sm">
        <SegmentedChoice
          value={preset}
          onChange={(value) => choose(value as TChartPreset)}
          data={CHART_PRESETS.map((p) => ({ value: p, label: t(`charts.range.${p}`) }))}
          aria-label={t('charts.range.label')}
          style={{ alignSelf: 'flex-start' }}
        />
        {preset === 'custom' && (
          <CustomRangeForm initial={query} onShow={(range) => choose('custom', range)} />
        )}
        {data && (
          <Text size="sm" c="dimmed" data-testid="charts-period">
            {t('charts.period')} <DateText value={data.from} /> – <DateText value={data.to} /> ·{' '}
            {t(`charts.group.${data.group}`)}
          </Text>
        )}
      </Stack>
      {charts.isError ? (
        <Alert color="red" variant="light">
          {translateMessage(t, charts.error.message)}
        </Alert>
      ) : data ? (
        <ChartsBody data={data} />
      ) : (
        <Group justify="center" py="xl">
          <Loader size="sm" />
        </Group>
      )}
    </Stack>
  );
}
