import type { TWorkingHours, TWorkingWeek } from '@amc/contracts';
import { Box, Flex, Group, Input, Stack, Switch, Text } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';

/** Monday first, as a working week is read; the contract's week is Sunday first (0). */
const DISPLAY_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
const DEFAULT_HOURS: TWorkingHours = { start: '09:00', end: '18:00' };

/**
 * The business's working week (issue 28): each weekday open or closed, with its opening and closing time. The
 * service levels count in these hours and the contracts' schedules step over the closed days; the server checks
 * that each open day closes after it opens.
 */
export function WorkingWeekInput({
  value,
  onChange,
  error,
  weekdayNames,
}: {
  value: TWorkingWeek;
  onChange: (week: TWorkingWeek) => void;
  error?: string;
  /** Each weekday's name in the interface language, Sunday first. */
  weekdayNames: string[];
}) {
  const { t } = useTranslation();
  const setDay = (weekday: number, hours: TWorkingHours | null) =>
    onChange(value.map((day, index) => (index === weekday ? hours : day)));
  return (
    <Input.Wrapper
      label={t('settings.workingWeek')}
      description={t('settings.workingWeekHint')}
      error={error}
    >
      <Stack gap={6} mt={6} data-testid="working-week">
        {DISPLAY_ORDER.map((weekday) => {
          const hours = value[weekday] ?? null;
          const name = weekdayNames[weekday] ?? '';
          return (
            // On a phone the hours go under the day's name.
            <Flex
              key={weekday}
              gap="xs"
              direction={{ base: 'column', xs: 'row' }}
              align={{ base: 'flex-start', xs: 'center' }}
            >
              <Box w={110}>
                <Switch
                  label={name}
                  checked={hours !== null}
                  onChange={(event) => setDay(weekday, event.currentTarget.checked ? DEFAULT_HOURS : null)}
                />
              </Box>
              {hours ? (
                <Group gap={6} wrap="nowrap">
                  <TimeInput
                    aria-label={t('settings.opensAt', { day: name })}
                    value={hours.start}
                    onChange={(event) => setDay(weekday, { ...hours, start: event.currentTarget.value })}
                    w={112}
                  />
                  <Text size="sm" c="dimmed">
                    –
                  </Text>
                  <TimeInput
                    aria-label={t('settings.closesAt', { day: name })}
                    value={hours.end}
                    onChange={(event) => setDay(weekday, { ...hours, end: event.currentTarget.value })}
                    w={112}
                  />
                </Group>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('settings.closed')}
                </Text>
              )}
            </Flex>
          );
        })}
      </Stack>
    </Input.Wrapper>
  );
}
