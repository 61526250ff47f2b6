import type { TService } from '@amc/contracts';
import { Badge, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../../components/date-text';
import { StatusBadge } from '../../../components/status-badge';

/** The contract's generated services in schedule order: when each falls, where it stands, when it was done. */
export function AmcScheduleTable({ services }: { services: TService[] }) {
  const { t } = useTranslation();
  if (services.length === 0) {
    return <Text c="dimmed">{t('amc.schedule.empty')}</Text>;
  }
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover verticalSpacing="xs" data-testid="amc-schedule">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('amc.schedule.sequence')}</Table.Th>
            <Table.Th>{t('amc.schedule.serviceNo')}</Table.Th>
            <Table.Th>{t('amc.schedule.date')}</Table.Th>
            <Table.Th>{t('amc.schedule.status')}</Table.Th>
            <Table.Th>{t('amc.schedule.assignTo')}</Table.Th>
            <Table.Th>{t('amc.schedule.doneDate')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {services.map((service) => (
            <Table.Tr key={service.id}>
              <Table.Td>{service.sequence ?? '—'}</Table.Td>
              <Table.Td>
                <bdi style={{ whiteSpace: 'nowrap' }}>{service.service_no}</bdi>
              </Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <DateText value={service.service_date} />
                  {service.is_overdue && (
                    <Badge color="red" variant="filled" size="sm" radius="sm">
                      {t('amc.schedule.overdue')}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>
                <StatusBadge status={service.status} />
              </Table.Td>
              <Table.Td>
                <bdi>{service.assignTo?.full_name ?? '—'}</bdi>
              </Table.Td>
              <Table.Td>
                {service.completed_date ? <DateText value={service.completed_date} /> : '—'}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
