import type { TService } from '@amc/contracts';
import { Anchor, Badge, Card, ScrollArea, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DateText } from '../../../components/date-text';
import { MoneyText } from '../../../components/money-text';
import { StatusBadge } from '../../../components/status-badge';
import { servicesOn, useOpenableLink } from './dashboard-links';
import { monthRange } from './dashboard-month';

/**
 * The services of AMC contracts dated this month, done or not, by date: the first DASHBOARD_AMC_MONTH_SIZE, and
 * when the month has more, a link to the month's services in the service list.
 */
export function AmcServicesMonthCard({
  services,
  more,
  today,
}: {
  services: TService[];
  more: boolean;
  today: string;
}) {
  const { t } = useTranslation();
  const month = monthRange(today.slice(0, 7));
  const monthPath = useOpenableLink()(servicesOn(month.first, month.last));
  return (
    <Card withBorder radius="md" padding="lg" data-testid="amc-services-month">
      <Title order={4} mb="sm">
        {t('dashboard.amcMonth.title')}
      </Title>
      {services.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('dashboard.amcMonth.empty')}
        </Text>
      ) : (
        <ScrollArea.Autosize
          mah={360}
          type="auto"
          // A box that scrolls must be reachable by the keyboard to scroll it (WCAG 2.1.1).
          viewportProps={{ tabIndex: 0 }}
        >
          <Table striped highlightOnHover verticalSpacing="xs" miw={640}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('dashboard.column.date')}</Table.Th>
                <Table.Th>{t('dashboard.column.service')}</Table.Th>
                <Table.Th>{t('dashboard.column.customer')}</Table.Th>
                <Table.Th>{t('dashboard.column.assignTo')}</Table.Th>
                <Table.Th>{t('dashboard.column.charge')}</Table.Th>
                <Table.Th>{t('dashboard.column.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {services.map((service) => (
                <Table.Tr key={service.id}>
                  <Table.Td>
                    <DateText value={service.service_date} />
                  </Table.Td>
                  <Table.Td>{service.service_title}</Table.Td>
                  <Table.Td>{service.amc?.customer.full_name ?? service.customer?.full_name}</Table.Td>
                  <Table.Td>{service.assignTo?.full_name ?? t('dashboard.unassigned')}</Table.Td>
                  <Table.Td>
                    <MoneyText amount={service.charge} />
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge status={service.status} />
                    {service.is_overdue && (
                      <Badge color="red" variant="filled" size="xs" radius="sm" ms={6}>
                        {t('dashboard.overdue')}
                      </Badge>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      )}
      {more && (
        <Text size="sm" mt="sm" c="dimmed" data-testid="amc-services-month-more">
          {t('dashboard.amcMonth.more', { count: services.length })}{' '}
          {monthPath && (
            <Anchor component={Link} to={monthPath} size="sm">
              {t('dashboard.amcMonth.allOfMonth')}
            </Anchor>
          )}
        </Text>
      )}
    </Card>
  );
}
