import {
  pagePath,
  RECEIVABLE_BUCKETS,
  RECEIVABLE_SORTS,
  type TReceivableRow,
  type TReceivablesQuery,
} from '@amc/contracts';
import { Anchor, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DateText } from '../../../components/date-text';
import { MoneyText } from '../../../components/money-text';
import { SegmentedChoice } from '../../../components/segmented-choice';
import { downloadReceivables, useReceivables } from '../api/use-receivables';
import { ReportBarChart } from './report-bar-chart';
import { FileDownloads } from './report-downloads';
import {
  moneyColumn,
  ReportBody,
  ReportState,
  ReportStats,
  ReportTable,
  type TReportColumn,
} from './report-parts';

type TSort = TReceivablesQuery['sort'];
type TLine = TReceivableRow & { id: number };

/** A customer's name, leading to its statement on its profile. */
function CustomerLink({ customer }: { customer: TReceivableRow['customer'] }) {
  const to = `${pagePath('userProfile')}?email=${encodeURIComponent(customer.email)}&tab=statement`;
  return (
    <Anchor component={Link} to={to} size="sm">
      <bdi>{customer.full_name}</bdi>
    </Anchor>
  );
}

/**
 * Receivables by age (issue 27, section 3): what each customer still owes on its bills, not yet due and by days past
 * due, as of the business's today; sorted by the total, the overdue or the oldest, with the totals of all, a chart of
 * the buckets, each customer's statement a click away, and the whole as CSV or PDF.
 */
export function ReceivablesReportPanel() {
  const { t } = useTranslation();
  const [sort, setSort] = useState<TSort>('total');
  const [page, setPage] = useState(1);
  const report = useReceivables({ page, sort });
  const columns: TReportColumn<TLine>[] = [
    {
      key: 'customer',
      header: t('report.receivables.customer'),
      cell: (r) => <CustomerLink customer={r.customer} />,
    },
    { key: 'bills', header: t('report.receivables.bills'), cell: (r) => r.bills, numeric: true },
    ...RECEIVABLE_BUCKETS.map((bucket) =>
      moneyColumn<TLine>(bucket, t(`report.receivables.${bucket}`), (r) => r[bucket]),
    ),
    moneyColumn<TLine>('total', t('report.receivables.total'), (r) => r.total),
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <SegmentedChoice
          aria-label={t('report.receivables.sortBy')}
          value={sort}
          onChange={(value) => {
            setSort(value as TSort);
            setPage(1);
          }}
          data={RECEIVABLE_SORTS.map((value) => ({ value, label: t(`report.receivables.sort.${value}`) }))}
        />
        <Group gap="xs">
          <FileDownloads download={(format) => downloadReceivables(sort, format)} />
        </Group>
      </Group>
      <ReportState query={report} isEmpty={(answer) => answer.data.totals.customers === 0}>
        {({ data }) => (
          <ReportBody
            stats={
              <ReportStats
                note={
                  <>
                    {t('report.receivables.asOf')} <DateText value={data.as_of} />
                  </>
                }
                stats={[
                  {
                    label: t('report.receivables.total'),
                    value: <MoneyText amount={data.totals.total} />,
                    testId: 'receivables-total',
                  },
                  {
                    label: t('report.receivables.overdue'),
                    value: <MoneyText amount={data.totals.overdue} />,
                    testId: 'receivables-overdue',
                  },
                  { label: t('report.receivables.customers'), value: data.totals.customers },
                  { label: t('report.receivables.bills'), value: data.totals.bills },
                ]}
              />
            }
            chart={
              <ReportBarChart
                title={t('report.receivables.byAge')}
                money
                dataKey="bucket"
                data={RECEIVABLE_BUCKETS.map((bucket) => ({
                  bucket: t(`report.receivables.${bucket}`),
                  owed: Number(data.totals[bucket]),
                }))}
                series={[{ name: 'owed', label: t('report.receivables.total'), color: 'orange.6' }]}
              />
            }
            table={
              <ReportTable
                label={t('report.tab.receivables')}
                columns={columns}
                rows={data.rows.map((row) => ({ ...row, id: row.customer.id }))}
                meta={data.meta}
                onPage={setPage}
              />
            }
          />
        )}
      </ReportState>
    </Stack>
  );
}
