import type { TComplaintReportRow } from '@amc/contracts';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../../components/date-text';
import { MoneyText } from '../../../components/money-text';
import { StatusBadge } from '../../../components/status-badge';
import { useComplaintReport } from '../api/use-complaint-report';
import { ReportBarChart } from './report-bar-chart';
import { ReportPanel } from './report-panel';
import { moneyColumn, ReportBody, ReportStats, ReportTable, type TReportColumn } from './report-parts';
import { useReportRange } from './use-report-range';

/** SPEC's complaint report: the complaints of the range by status and by complaint type, with the charges. */
export function ComplaintReportPanel() {
  const { t } = useTranslation();
  const { range, page, go, setPage } = useReportRange();
  const report = useComplaintReport(range, page);

  const columns: TReportColumn<TComplaintReportRow>[] = [
    { key: 'complaint_no', header: t('report.complaint.number'), cell: (r) => r.complaint_no },
    { key: 'customer', header: t('report.field.customer'), cell: (r) => r.customer.full_name },
    { key: 'product', header: t('report.complaint.product'), cell: (r) => r.product ?? '', wrap: true },
    { key: 'date', header: t('report.field.date'), cell: (r) => <DateText value={r.complaint_date} /> },
    { key: 'type', header: t('report.complaint.type'), cell: (r) => r.complaint_type ?? '' },
    { key: 'assigned', header: t('report.field.assignedTo'), cell: (r) => r.assigned_to?.full_name ?? '' },
    { key: 'status', header: t('report.field.status'), cell: (r) => <StatusBadge status={r.status} /> },
    moneyColumn('charge', t('report.field.charge'), (r) => r.charge),
  ];

  return (
    <ReportPanel
      kind="complaint"
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
                { label: t('report.complaint.count'), value: data.totals.count },
                ...data.by_status.map((s) => ({ label: t(`status.${s.status}`), value: s.count })),
                {
                  label: t('report.field.charges'),
                  value: <MoneyText amount={data.totals.charge_total} />,
                },
              ]}
            />
          }
          table={
            <ReportTable
              label={t('report.tab.complaint')}
              columns={columns}
              rows={data.rows}
              meta={data.meta}
              onPage={setPage}
            />
          }
          chart={
            <ReportBarChart
              title={t('report.chart.byType')}
              dataKey="type"
              data={data.by_type.map((b) => ({
                type: b.type ?? t('report.complaint.noType'),
                count: b.count,
              }))}
              series={[{ name: 'count', label: t('report.complaint.count'), color: 'orange.6' }]}
            />
          }
        />
      )}
    </ReportPanel>
  );
}
