import { Alert, Badge, Button, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { DateText } from '../../../components/date-text';
import { PageTitle } from '../../../components/page-title';
import { useSession } from '../../../lib/session';
import { useDashboardData } from '../api/use-dashboard-data';
import { AmcServicesMonthCard } from './amc-services-month-card';
import { CountCards } from './count-cards';
import { isMonth } from './dashboard-month';
import { MonthCalendar } from './month-calendar';
import { RecentComplaintsCard } from './recent-complaints-card';
import { SmartSummaryCard } from './smart-summary-card';
import { UpcomingServicesCard } from './upcoming-services-card';

// The charts library weighs more than the rest of the page: the figures and lists show while it arrives.
const StatusChartCard = lazy(() =>
  import('./status-chart-card').then((m) => ({ default: m.StatusChartCard })),
);
const DailyComplaintsCard = lazy(() =>
  import('./daily-complaints-card').then((m) => ({ default: m.DailyComplaintsCard })),
);

/** The calendar's month lives in the address, so a reload or a shared link shows the same month. */
const MONTH_PARAM = 'month';

function DashboardSkeleton() {
  return (
    <Stack gap="lg" data-testid="dashboard-loading">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }}>
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} h={92} radius="md" />
        ))}
      </SimpleGrid>
      <Skeleton h={120} radius="md" />
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} h={240} radius="md" />
        ))}
      </SimpleGrid>
      <Skeleton h={560} radius="md" />
    </Stack>
  );
}

/**
 * /dashboard/default (SPEC section 1): counts, status charts, the daily complaint summary, the smart summary,
 * recent complaints, upcoming services, this month's AMC services and a month calendar. The server keeps each
 * caller to its own rows and sends null for what it may not see: those parts are left out.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const requested = params.get(MONTH_PARAM);
  const dashboard = useDashboardData(isMonth(requested) ? requested : undefined);
  const data = dashboard.data;

  const currentMonth = data?.today.slice(0, 7);
  // The month asked for, not the one last answered: quick clicks on the arrows each move on by one month.
  const shownMonth = isMonth(requested) ? requested : currentMonth;

  const changeMonth = (month: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (month === currentMonth) next.delete(MONTH_PARAM);
        else next.set(MONTH_PARAM, month);
        return next;
      },
      { replace: true },
    );

  return (
    <Stack gap="lg">
      <PageTitle
        title={t('dashboard.welcome', { name: user?.first_name || user?.full_name || '' })}
        subtitle={t('dashboard.subtitle')}
        actions={
          data && (
            <Badge variant="light" size="lg" radius="sm">
              {t('dashboard.today')}: <DateText value={data.today} />
            </Badge>
          )
        }
      />
      {dashboard.isError && !data && (
        <Alert color="red" icon={<IconAlertCircle />} title={t('dashboard.loadFailed')}>
          {dashboard.error.message}
          <Button
            mt="sm"
            size="xs"
            variant="light"
            color="red"
            display="block"
            onClick={() => void dashboard.refetch()}
          >
            {t('action.tryAgain')}
          </Button>
        </Alert>
      )}
      {!data && dashboard.isPending && <DashboardSkeleton />}
      {data && (
        <>
          <CountCards counts={data.counts} />
          <SmartSummaryCard summary={data.smart_summary} today={data.today} />
          {(data.complaint_status || data.service_status) && (
            <Suspense fallback={<Skeleton h={240} radius="md" />}>
              <SimpleGrid cols={{ base: 1, md: 2, lg: 3 }} spacing="md">
                {data.complaint_status && (
                  <StatusChartCard
                    title={t('dashboard.chart.complaints')}
                    empty={t('dashboard.chart.noComplaints')}
                    counts={data.complaint_status}
                    testId="complaint-status"
                  />
                )}
                {data.service_status && (
                  <StatusChartCard
                    title={t('dashboard.chart.services')}
                    empty={t('dashboard.chart.noServices')}
                    counts={data.service_status}
                    testId="service-status"
                  />
                )}
                {data.complaint_status && <DailyComplaintsCard daily={data.daily_complaints} />}
              </SimpleGrid>
            </Suspense>
          )}
          <MonthCalendar
            month={shownMonth ?? data.month}
            today={data.today}
            entries={data.month === shownMonth ? data.calendar : []}
            loading={dashboard.isPlaceholderData}
            onMonthChange={changeMonth}
          />
          {(data.complaint_status || data.service_status) && (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              {data.complaint_status && <RecentComplaintsCard complaints={data.recent_complaints} />}
              {data.service_status && <UpcomingServicesCard services={data.upcoming_services} />}
            </SimpleGrid>
          )}
          {data.service_status && (
            <AmcServicesMonthCard
              services={data.amc_services_this_month}
              more={data.amc_services_this_month_more}
              today={data.today}
            />
          )}
        </>
      )}
    </Stack>
  );
}
