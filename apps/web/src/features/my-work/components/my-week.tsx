import { addDays, weekStart, workedMinutes, type TTimesheetFigures } from '@amc/contracts';
import { ActionIcon, Alert, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../../components/date-text';
import { businessToday } from '../../../lib/business-today';
import { formatDuration } from '../../../lib/format-duration';
import { numberLocale } from '../../../lib/number-locale';
import { useMyTimesheet } from '../api/use-my-timesheet';

/** A duration in a table cell: digits left to right, never split. */
function Duration({ minutes }: { minutes: number }) {
  return (
    <bdi dir="ltr" style={{ whiteSpace: 'nowrap' }}>
      {formatDuration(minutes)}
    </bdi>
  );
}

const FIGURES = [
  { key: 'travel', label: 'myWork.week.travel', value: (f: TTimesheetFigures) => f.travel_minutes },
  { key: 'site', label: 'myWork.week.onSite', value: (f: TTimesheetFigures) => f.site_minutes },
  { key: 'tasks', label: 'myWork.week.tasks', value: (f: TTimesheetFigures) => f.task_minutes },
  { key: 'total', label: 'myWork.week.total', value: workedMinutes },
] as const;

/**
 * My week (issue 28): the employee's own timesheet, Monday to Sunday, each day's time travelling, on site and on
 * tasks, and the week's total; the weeks before can be looked back on. Five narrow columns fit a 360-px phone.
 */
export function MyWeek() {
  const { t, i18n } = useTranslation();
  const today = businessToday();
  const thisWeek = weekStart(today);
  const [from, setFrom] = useState(thisWeek);
  const query = useMyTimesheet(from);
  const weekday = new Intl.DateTimeFormat(numberLocale(), { weekday: 'short', timeZone: 'UTC' });
  const dayName = (day: string) => weekday.format(new Date(`${day}T00:00:00Z`));
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby="my-work-week"
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Title order={3} size="h4" id="my-work-week">
              {t('myWork.week.title')}
            </Title>
            <Text size="sm" c="dimmed" data-testid="my-week-range">
              <DateText value={from} /> – <DateText value={addDays(from, 6)} />
            </Text>
          </Stack>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="light"
              size={44}
              aria-label={t('myWork.week.previous')}
              onClick={() => setFrom(addDays(from, -7))}
            >
              {i18n.dir() === 'rtl' ? <IconChevronRight size={20} /> : <IconChevronLeft size={20} />}
            </ActionIcon>
            <ActionIcon
              variant="light"
              size={44}
              aria-label={t('myWork.week.next')}
              disabled={from >= thisWeek}
              onClick={() => setFrom(addDays(from, 7))}
            >
              {i18n.dir() === 'rtl' ? <IconChevronLeft size={20} /> : <IconChevronRight size={20} />}
            </ActionIcon>
          </Group>
        </Group>
        {query.isError ? (
          <Alert color="red" variant="light">
            {query.error.message}
          </Alert>
        ) : !query.data ? (
          <Loader size="sm" />
        ) : (
          <Table
            data-testid="my-week"
            horizontalSpacing={4}
            verticalSpacing={4}
            fz="sm"
            style={{ fontVariantNumeric: 'tabular-nums' }}
          >
            <Table.Thead fz="xs">
              <Table.Tr>
                <Table.Th>{t('myWork.week.day')}</Table.Th>
                {FIGURES.map((figure) => (
                  <Table.Th key={figure.key} ta="end">
                    {t(figure.label)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.data.days.map((day) => (
                <Table.Tr key={day.day} fw={day.day === today ? 700 : undefined}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {dayName(day.day)}{' '}
                    <bdi dir="ltr">{Number(day.day.slice(8)).toLocaleString(numberLocale())}</bdi>
                  </Table.Td>
                  {FIGURES.map((figure) => (
                    <Table.Td key={figure.key} ta="end">
                      <Duration minutes={figure.value(day)} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr fw={700}>
                <Table.Td>{t('myWork.week.total')}</Table.Td>
                {FIGURES.map((figure) => (
                  <Table.Td key={figure.key} ta="end" data-testid={`my-week-${figure.key}`}>
                    <Duration minutes={figure.value(query.data.totals)} />
                  </Table.Td>
                ))}
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
