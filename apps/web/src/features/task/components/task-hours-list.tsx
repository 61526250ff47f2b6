import { Loader, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../../components/date-text';
import { DetailField } from '../../../components/detail-field';
import { formatDuration } from '../../../lib/format-duration';
import { useTaskHours } from '../api/use-task-hours';

/** The hours logged on a task, by day and employee, with their total (issue 28's timesheet, from My work). */
export function TaskHoursList({ taskId }: { taskId: number }) {
  const { t } = useTranslation();
  const hours = useTaskHours(taskId);
  const total = hours.data?.reduce((sum, row) => sum + row.minutes, 0) ?? 0;
  return (
    <DetailField label={t('task.hours.title')}>
      {hours.isPending ? (
        <Loader size="sm" />
      ) : !hours.data?.length ? (
        <Text size="sm" c="dimmed">
          {t('task.hours.none')}
        </Text>
      ) : (
        <Table fz="sm" horizontalSpacing={6} data-testid="task-hours">
          <Table.Tbody>
            {hours.data.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>
                  <DateText value={row.day} />
                </Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  <bdi>{row.employee.full_name}</bdi>
                  {row.note && (
                    <Text size="xs" c="dimmed" dir="auto">
                      {row.note}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="end">
                  <bdi dir="ltr">{formatDuration(row.minutes)}</bdi>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr fw={700}>
              <Table.Td colSpan={2}>{t('task.hours.total')}</Table.Td>
              <Table.Td ta="end">
                <bdi dir="ltr">{formatDuration(total)}</bdi>
              </Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      )}
    </DetailField>
  );
}
