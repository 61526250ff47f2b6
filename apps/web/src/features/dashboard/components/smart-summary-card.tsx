import { type TDashboardData, addDays } from '@amc/contracts';
import { Card, Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAlarm,
  IconAlertTriangle,
  IconCalendarEvent,
  IconClockX,
  IconClockExclamation,
  IconFileTime,
  IconCash,
  IconReceipt,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MoneyText } from '../../../components/money-text';
import { listLink, servicesOn, useOpenableLink } from './dashboard-links';
import classes from './dashboard-page.module.css';

type TSummary = TDashboardData['smart_summary'];

/**
 * What needs attention: late and coming services, complaints left open, contracts about to end, the money of bills
 * past their due date, and all that bills still owe. An entry the caller may not see (null) is left out.
 */
export function SmartSummaryCard({ summary, today }: { summary: TSummary; today: string }) {
  const { t } = useTranslation();
  const openable = useOpenableLink();
  const moneyOverdue = summary.money_overdue;
  const items = [
    {
      key: 'overdue',
      value: summary.overdue_services,
      color: 'red',
      Icon: IconAlertTriangle,
      link: listLink('serviceList', { 'service.overdue': 'true' }),
    },
    {
      key: 'dueThisWeek',
      value: summary.services_due_this_week,
      color: 'blue',
      Icon: IconCalendarEvent,
      link: servicesOn(today, addDays(today, 6)),
    },
    {
      key: 'stale',
      value: summary.open_complaints_older_than_7_days,
      color: 'orange',
      Icon: IconClockExclamation,
      link: listLink('complaintList'),
    },
    {
      // Issue 28: promises nearly broken, and broken, on complaints still running.
      key: 'atRisk',
      value: summary.complaints_at_risk,
      color: 'orange',
      Icon: IconAlarm,
      link: listLink('complaintList', { 'complaint.due_at': 'at_risk' }),
    },
    {
      key: 'breached',
      value: summary.complaints_breached,
      color: 'red',
      Icon: IconClockX,
      link: listLink('complaintList', { 'complaint.due_at': 'breached' }),
    },
    {
      key: 'ending',
      value: summary.contracts_ending_within_30_days,
      color: 'grape',
      Icon: IconFileTime,
      link: listLink('amcList'),
    },
    {
      key: 'moneyOverdue',
      // The bills decide whether it shows and stands out; the amount they still owe is its figure.
      value: moneyOverdue?.bills ?? null,
      figure: moneyOverdue
        ? {
            content: <MoneyText amount={moneyOverdue.amount} />,
            hint: t('dashboard.smart.moneyOverdueHint', { n: moneyOverdue.bills }),
          }
        : undefined,
      color: 'red',
      Icon: IconReceipt,
      link: listLink('saleList', { 'sale.overdue': 'true' }),
    },
    {
      key: 'moneyOwed',
      // Stands out while anything is owed; the amount is its figure, and it leads to the receivables by age.
      value: summary.money_owed === null ? null : Number(summary.money_owed) > 0 ? 1 : 0,
      figure:
        summary.money_owed === null
          ? undefined
          : { content: <MoneyText amount={summary.money_owed} />, hint: t('dashboard.smart.moneyOwedHint') },
      color: 'blue',
      Icon: IconCash,
      link: listLink('reportList', { report: 'receivables' }),
    },
  ].filter((item) => item.value !== null);
  if (!items.length) return null;

  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={4} mb="md">
        {t('dashboard.smart.title')}
      </Title>
      {/*
        At most four a row below the widest screens: an amount needs more room than a count. Six (two of them
        amounts) make two rows of three, which the widest screen cannot fit in one either; eight, two of four.
      */}
      <SimpleGrid
        cols={{
          base: 1,
          xs: 2,
          lg: items.length === 8 ? 4 : items.length > 5 ? 3 : Math.min(items.length, 4),
          xl: items.length === 8 ? 4 : items.length > 5 ? 3 : items.length,
        }}
        spacing="sm"
      >
        {items.map(({ key, value, figure, color, Icon, link: target }) => {
          const link = openable(target);
          const body = (
            <Group wrap="nowrap" gap="sm" align="flex-start">
              <ThemeIcon
                size={40}
                radius="md"
                variant={value ? 'filled' : 'light'}
                color={value ? color : 'gray'}
              >
                <Icon size={22} />
              </ThemeIcon>
              <div style={{ minWidth: 0 }}>
                {/* An amount is set smaller than a count: it has to fit a fifth of the row on a wide screen. */}
                <Text fz={figure ? 18 : 24} fw={700} lh={1.1} data-testid={`smart-${key}`}>
                  {figure ? figure.content : value}
                </Text>
                <Text size="sm" fw={500}>
                  {t(`dashboard.smart.${key}`)}
                </Text>
                <Text size="xs" c="dimmed">
                  {figure ? figure.hint : t(`dashboard.smart.${key}Hint`)}
                </Text>
              </div>
            </Group>
          );
          return link ? (
            <Link key={key} to={link} className={classes.summaryItem}>
              {body}
            </Link>
          ) : (
            <div key={key} className={classes.summaryItem}>
              {body}
            </div>
          );
        })}
      </SimpleGrid>
    </Card>
  );
}
