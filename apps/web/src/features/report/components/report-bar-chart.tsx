import '@mantine/charts/styles.css';
import { BarChart, type BarChartSeries } from '@mantine/charts';
import { Text, useDirection } from '@mantine/core';
import { getStoredBranding } from '../../../lib/browser-storage';
import { formatMoney } from '../../../lib/format-money';

/** A report's chart: bars in reading order (from the right in right-to-left languages), money, counts or a score. */
export function ReportBarChart({
  title,
  data,
  dataKey,
  series,
  money,
  max,
}: {
  title: string;
  data: Record<string, string | number>[];
  dataKey: string;
  series: BarChartSeries[];
  money?: boolean;
  /** The top of the scale when the figures have one (an average of 5 stars): whole steps up to it. */
  max?: number;
}) {
  const { dir } = useDirection();
  const currency = getStoredBranding().currency_code || 'INR';
  return (
    <>
      <Text fw={600} size="sm" mb="xs">
        {title}
      </Text>
      <BarChart
        h={260}
        data={data}
        dataKey={dataKey}
        series={series}
        withLegend={series.length > 1}
        valueFormatter={money ? (value) => formatMoney(value, currency) : (value) => String(value)}
        xAxisProps={{ reversed: dir === 'rtl' }}
        yAxisProps={{
          width: money ? 90 : 40,
          orientation: dir === 'rtl' ? 'right' : 'left',
          allowDecimals: money,
          ...(max === undefined ? {} : { domain: [0, max], tickCount: max + 1 }),
        }}
        // A named image: an aria-label on a plain div is not announced (axe: aria-prohibited-attr).
        role="img"
        aria-label={title}
      />
    </>
  );
}
