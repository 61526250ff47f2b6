import { pagePath } from '@amc/contracts';
import { Button, Stack, Tabs } from '@mantine/core';
import {
  IconCash,
  IconChartLine,
  IconClockCheck,
  IconStar,
  IconClockHour4,
  IconHourglass,
  IconMessageReport,
  IconReceipt,
  IconReceiptOff,
  IconReceiptTax,
  IconRefresh,
  IconTool,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { PageTitle } from '../../../components/page-title';
import { useRight } from '../../../lib/use-right';
import { AccountReportPanel } from './account-report-panel';
import { ComplaintReportPanel } from './complaint-report-panel';
import { ReceivablesReportPanel } from './receivables-report-panel';
import { RenewalReportPanel } from './renewal-report-panel';
import { SaleReportPanel } from './sale-report-panel';
import { ServiceReportPanel } from './service-report-panel';
import { TaxReportPanel } from './tax-report-panel';
import { PromiseReportPanel } from './promise-report-panel';
import { RatingReportPanel } from './rating-report-panel';
import { TimesheetReportPanel } from './timesheet-report-panel';

const TABS = [
  'sale',
  'receivables',
  'tax',
  'service',
  'complaint',
  'promise',
  'rating',
  'timesheet',
  'renewal',
  'income',
  'expense',
] as const;
type TTab = (typeof TABS)[number];

const ICONS = {
  sale: IconReceipt,
  receivables: IconHourglass,
  tax: IconReceiptTax,
  service: IconTool,
  complaint: IconMessageReport,
  promise: IconClockCheck,
  rating: IconStar,
  timesheet: IconClockHour4,
  renewal: IconRefresh,
  income: IconCash,
  expense: IconReceiptOff,
};

/**
 * SPEC's reports page (/report/list, report_view): sell, service and complaint reports, the receivables, the
 * taxes charged, the service levels' promises kept, the customers' ratings, the technicians' timesheets, the contracts' renewals, and the monthly income and expense reports for those who may see income and expenses. The open
 * report is in the URL.
 */
export function ReportPage() {
  const { t } = useTranslation();
  const canIncome = useRight('income_view');
  const canExpense = useRight('expense_view');
  const tabs = TABS.filter((tab) => (tab === 'income' ? canIncome : tab === 'expense' ? canExpense : true));
  const [params, setParams] = useSearchParams();
  const asked = params.get('report') as TTab | null;
  const active: TTab = asked && tabs.includes(asked) ? asked : 'sale';

  return (
    <Stack gap="lg">
      <PageTitle
        title={t('report.list.title')}
        subtitle={t('report.list.subtitle')}
        actions={
          // The same right opens both pages: the charts show the figures over time.
          <Button
            component={Link}
            to={pagePath('charts')}
            variant="light"
            leftSection={<IconChartLine size={16} />}
          >
            {t('charts.link')}
          </Button>
        }
      />
      <Tabs
        value={active}
        onChange={(value) => value && setParams({ report: value }, { replace: true })}
        keepMounted={false}
        variant="outline"
      >
        <Tabs.List>
          {tabs.map((tab) => {
            const Icon = ICONS[tab];
            return (
              <Tabs.Tab key={tab} value={tab} leftSection={<Icon size={16} />}>
                {t(`report.tab.${tab}`)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        <Tabs.Panel value="sale" pt="md">
          <SaleReportPanel />
        </Tabs.Panel>
        <Tabs.Panel value="receivables" pt="md">
          <ReceivablesReportPanel />
        </Tabs.Panel>
        <Tabs.Panel value="tax" pt="md">
          <TaxReportPanel />
        </Tabs.Panel>
        <Tabs.Panel value="service" pt="md">
          <ServiceReportPanel />
        </Tabs.Panel>
        <Tabs.Panel value="complaint" pt="md">
          <ComplaintReportPanel />
        </Tabs.Panel>
        <Tabs.Panel value="promise" pt="md">
          <PromiseReportPanel />
        </Tabs.Panel>
        <Tabs.Panel value="rating" pt="md">
          <RatingReportPanel />
        </Tabs.Panel>
        <Tabs.Panel value="timesheet" pt="md">
          <TimesheetReportPanel />
        </Tabs.Panel>
        <Tabs.Panel value="renewal" pt="md">
          <RenewalReportPanel />
        </Tabs.Panel>
        {canIncome && (
          <Tabs.Panel value="income" pt="md">
            <AccountReportPanel kind="income" />
          </Tabs.Panel>
        )}
        {canExpense && (
          <Tabs.Panel value="expense" pt="md">
            <AccountReportPanel kind="expense" />
          </Tabs.Panel>
        )}
      </Tabs>
    </Stack>
  );
}
