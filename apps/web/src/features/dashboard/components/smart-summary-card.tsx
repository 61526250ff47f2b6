import { type TDashboardData, addDays } from '@amc/contracts';
import { Card, Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCalendarEvent,
  IconClockExclamation,
  IconFileTime,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { listLink, servicesOn, useOpenableLink } from './dashboard-links';
import classes from './dashboard-page.module.css';

type TSummary = TDashboardData['smart_summary'];

/** What needs attention: late and coming services, complaints left open, contracts about to end. */
export function SmartSummaryCard({ summary, today }: { summary: TSummary; today: string }) {
  const { t } = useTranslation();
  const openable = useOpenableLink();
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
      key: 'ending',
      value: summary.contracts_ending_within_30_days,
      color: 'grape',
      Icon: IconFileTime,
      link: listLink('amcList'),
    },
  ].filter((item) => item.value !== null);
  if (!items.length) return null;

  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={4} mb="md">
        {t('dashboard.smart.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: items.length }} spacing="sm">
        {items.map(({ key, value, color, Icon, link: target }) => {
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
              <div>
                <Text fz={24} fw={700} lh={1.1} data-testid={`smart-${key}`}>
                  {value}
                </Text>
                <Text size="sm" fw={500}>
                  {t(`dashboard.smart.${key}`)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(`dashboard.smart.${key}Hint`)}
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
