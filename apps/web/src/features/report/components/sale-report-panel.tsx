import type { TSaleReportRow } from '@amc/contracts';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../../components/date-text';
import { MoneyText } from '../../../components/money-text';
import { StatusBadge } from '../../../components/status-badge';
import { useSaleReport } from '../api/use-sale-report';
import { ReportBarChart } from './report-bar-chart';
import { ReportPanel } from './report-panel';
import {
  formatMonth,
  moneyColumn,
  ReportBody,
  ReportStats,
  ReportTable,
  type TReportColumn,
} from './report-parts';
import { useReportRange } from './use-report-range';

/** SPEC's sell report: the sales of the range with their totals, and each month's total and paid. */
export function SaleReportPanel() {
  const { t, i18n } = useTranslation();
  const { range, page, go, setPage } = useReportRange();
  const report = useSaleReport(range, page);

  const columns: TReportColumn<TSaleReportRow>[] = [
    { key: 'sale_no', header: t('report.sale.billNo'), cell: (r) => r.sale_no },
    { key: 'customer', header: t('report.field.customer'), cell: (r) => r.customer.full_name },
    { key: 'date', header: t('report.field.date'), cell: (r) => <DateText value={r.date} /> },
    moneyColumn('total', t('report.sale.total'), (r) => r.total),
    moneyColumn('paid', t('report.sale.paid'), (r) => r.paid_total),
    moneyColumn('due', t('report.sale.due'), (r) => r.due),
    {
      key: 'status',
      header: t('report.sale.paymentStatus'),
      cell: (r) => <StatusBadge status={r.payment_status} />,
    },
  ];

  return (
    <ReportPanel
      kind="sale"
      range={range}
      onGo={go}
      query={report}
      isEmpty={(answer) => answer.data.totals.count === 0}
    >
      {({ data }) => (
        <ReportBody
          stats={
            <ReportStats
              stats={[
                { label: t('report.sale.count'), value: data.totals.count },
                {
                  label: t('report.sale.grossTotal'),
                  value: <MoneyText amount={data.totals.gross_total} />,
                },
                { label: t('report.sale.tax'), value: <MoneyText amount={data.totals.tax_total} /> },
                {
                  label: t('report.sale.discount'),
                  value: <MoneyText amount={data.totals.discount_total} />,
                },
                {
                  label: t('report.sale.total'),
                  value: <MoneyText amount={data.totals.total} />,
                  testId: 'sale-report-total',
                },
                {
                  label: t('report.sale.creditNotes'),
                  value: <MoneyText amount={data.totals.credited_total} />,
                },
                {
                  label: t('report.sale.netTotal'),
                  value: <MoneyText amount={data.totals.net_total} />,
                  testId: 'sale-report-net',
                },
                { label: t('report.sale.paid'), value: <MoneyText amount={data.totals.paid_total} /> },
                {
                  label: t('report.sale.refunded'),
                  value: <MoneyText amount={data.totals.refunded_total} />,
                },
                {
                  label: t('report.sale.receivedNet'),
                  value: <MoneyText amount={data.totals.received_net} />,
                  testId: 'sale-report-received-net',
                },
                { label: t('report.sale.due'), value: <MoneyText amount={data.totals.due_total} /> },
              ]}
            />
          }
          table={
            <ReportTable
              label={t('report.tab.sale')}
              columns={columns}
              rows={data.rows}
              meta={data.meta}
              onPage={setPage}
            />
          }
          chart={
            <ReportBarChart
              title={t('report.chart.byMonth')}
              money
              dataKey="month"
              data={data.months.map((m) => ({
                month: formatMonth(m.month, i18n.language),
                total: Number(m.total),
                paid: Number(m.paid_total),
                credited: Number(m.credited_total),
              }))}
              series={[
                { name: 'total', label: t('report.sale.total'), color: 'blue.6' },
                { name: 'paid', label: t('report.sale.paid'), color: 'teal.6' },
                { name: 'credited', label: t('report.sale.creditNotes'), color: 'orange.6' },
              ]}
            />
          }
        />
      )}
    </ReportPanel>
  );
}
