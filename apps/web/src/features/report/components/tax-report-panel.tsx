import type { TTaxReportRow } from '@amc/contracts';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../../components/money-text';
import { useTaxReport } from '../api/use-tax-report';
import { ReportBarChart } from './report-bar-chart';
import { ReportPanel } from './report-panel';
import { moneyColumn, ReportBody, ReportStats, ReportTable, type TReportColumn } from './report-parts';
import { useReportRange } from './use-report-range';

type TTaxLine = TTaxReportRow & { id: number };

/** A rate as typed ("18.00" -> "18%"), kept left to right inside a right-to-left sentence. */
const percentText = (percent: string) => <bdi dir="ltr">{`${Number(percent)}%`}</bdi>;

/**
 * The taxes charged (issue 27): each tax at each rate, within the state or across states, with what it was charged
 * on and its tax split by component (CGST and SGST, or IGST), net of credit notes; the components' totals as cards
 * and as a chart. What a tax return asks for.
 */
export function TaxReportPanel() {
  const { t } = useTranslation();
  const { range, go } = useReportRange();
  const report = useTaxReport(range);

  const columns: TReportColumn<TTaxLine>[] = [
    { key: 'tax', header: t('report.tax.tax'), cell: (r) => r.tax_name ?? t('report.tax.noTax') },
    { key: 'rate', header: t('report.tax.rate'), cell: (r) => percentText(r.tax_percent), numeric: true },
    {
      key: 'supply',
      header: t('report.tax.supply'),
      cell: (r) => t(r.inter_state ? 'report.tax.acrossStates' : 'report.tax.withinState'),
    },
    moneyColumn('taxable', t('report.tax.taxableValue'), (r) => r.taxable_total),
    moneyColumn('tax_total', t('report.tax.taxAmount'), (r) => r.tax_total),
    {
      key: 'parts',
      header: t('report.tax.components'),
      cell: (r) =>
        r.parts.length ? (
          <Stack gap={0}>
            {r.parts.map((part) => (
              <Text key={part.name} size="sm" style={{ whiteSpace: 'nowrap' }}>
                {part.name} {percentText(part.percent)}: <MoneyText amount={part.amount} />
              </Text>
            ))}
          </Stack>
        ) : (
          '—'
        ),
    },
  ];

  return (
    <ReportPanel
      kind="tax"
      range={range}
      onGo={go}
      query={report}
      isEmpty={(answer) => answer.data.rows.length === 0}
    >
      {({ data }) => (
        <ReportBody
          stats={
            <ReportStats
              note={t('report.tax.note')}
              stats={[
                {
                  label: t('report.tax.taxableBilled'),
                  value: <MoneyText amount={data.totals.taxable_billed} />,
                },
                {
                  label: t('report.tax.taxableCredited'),
                  value: <MoneyText amount={data.totals.taxable_credited} />,
                },
                {
                  label: t('report.tax.taxableValue'),
                  value: <MoneyText amount={data.totals.taxable_total} />,
                  testId: 'tax-report-taxable',
                },
                {
                  label: t('report.tax.taxAmount'),
                  value: <MoneyText amount={data.totals.tax_total} />,
                  testId: 'tax-report-tax',
                },
                // The components are named by the business ("CGST"), as on its invoices.
                ...data.components.map((component) => ({
                  label: component.name,
                  value: <MoneyText amount={component.amount} />,
                  testId: `tax-report-component-${component.name}`,
                })),
              ]}
            />
          }
          table={
            <ReportTable
              label={t('report.tab.tax')}
              columns={columns}
              rows={data.rows.map((row, index) => ({ ...row, id: index }))}
            />
          }
          chart={
            <ReportBarChart
              title={t('report.chart.byComponent')}
              money
              dataKey="component"
              data={data.components.map((c) => ({ component: c.name, amount: Number(c.amount) }))}
              series={[{ name: 'amount', label: t('report.tax.taxAmount'), color: 'indigo.6' }]}
            />
          }
        />
      )}
    </ReportPanel>
  );
}
