import type { TServiceReportRow } from '@amc/contracts';
import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../../components/date-text';
import { MoneyText } from '../../../components/money-text';
import { StatusBadge } from '../../../components/status-badge';
import { useServiceReport } from '../api/use-service-report';
import { ReportBarChart } from './report-bar-chart';
import { ReportPanel } from './report-panel';
import { moneyColumn, ReportBody, ReportStats, ReportTable, type TReportColumn } from './report-parts';
import { useReportRange } from './use-report-range';

/** SPEC's service report: the services of the range by status, the overdue ones and the charges. */
export function ServiceReportPanel() {
  const { t } = useTranslation();
  const { range, page, go, setPage } = useReportRange();
  const report = useServiceReport(range, page);

  const columns: TReportColumn<TServiceReportRow>[] = [
    { key: 'service_no', header: t('report.service.code'), cell: (r) => r.service_no },
    { key: 'title', header: t('report.service.title'), cell: (r) => r.title, wrap: true },
    { key: 'customer', header: t('report.field.customer'), cell: (r) => r.customer?.full_name ?? '' },
    { key: 'assigned', header: t('report.field.assignedTo'), cell: (r) => r.assigned_to?.full_name ?? '' },
    { key: 'date', header: t('report.field.date'), cell: (r) => <DateText value={r.service_date} /> },
    {
      key: 'status',
      header: t('report.field.status'),
      cell: (r) => (
        <Group gap={4} wrap="nowrap" preventGrowOverflow={false}>
          <StatusBadge status={r.status} />
          {r.is_overdue && (
            <Badge color="red" variant="outline" radius="sm" miw="max-content">
              {t('report.service.overdue')}
            </Badge>
          )}
        </Group>
      ),
    },
    moneyColumn('charge', t('report.field.charge'), (r) => r.charge),
  ];

  return (
    <ReportPanel
      kind="service"
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
                {
                  label: t('report.service.count'),
                  value: data.totals.count,
                  testId: 'service-report-count',
                },
                ...data.by_status.map((s) => ({ label: t(`status.${s.status}`), value: s.count })),
                { label: t('report.service.overdue'), value: data.totals.overdue },
                {
                  label: t('report.field.charges'),
                  value: <MoneyText amount={data.totals.charge_total} />,
                },
              ]}
            />
          }
          table={
            <ReportTable
              label={t('report.tab.service')}
              columns={columns}
              rows={data.rows}
              meta={data.meta}
              onPage={setPage}
            />
          }
          chart={
            <ReportBarChart
              title={t('report.chart.byStatus')}
              dataKey="status"
              data={data.by_status.map((s) => ({ status: t(`status.${s.status}`), count: s.count }))}
              series={[{ name: 'count', label: t('report.service.count'), color: 'indigo.6' }]}
            />
          }
        />
      )}
    </ReportPanel>
  );
}
