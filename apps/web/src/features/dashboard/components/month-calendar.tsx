import { WORK_STATUSES, type TCalendarEntry } from '@amc/contracts';
import {
  ActionIcon,
  Button,
  Card,
  Group,
  Loader,
  Popover,
  Stack,
  Text,
  Title,
  useDirection,
} from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CALENDAR_KIND_STYLE, CalendarEntryChip, statusColorVar } from './calendar-entry-chip';
import { formatMonthTitle, monthWeeks, shiftMonth, weekdayNames } from './dashboard-month';
import classes from './month-calendar.module.css';
import { useIsPhone } from '../../../lib/use-is-phone';

/** A day shows this many entries; the rest open in a popover, so a busy day does not stretch its week. */
const VISIBLE_PER_DAY = 3;

type TMonthCalendarProps = {
  month: string;
  today: string;
  entries: TCalendarEntry[];
  /** True while another month's entries are on their way. */
  loading: boolean;
  onMonthChange: (month: string) => void;
};

function DayEntries({ entries }: { entries: TCalendarEntry[] }) {
  const { t } = useTranslation();
  // A phone's day is about 48 px wide: "+11 more" ran into the next day's, so there it says "+11" (named in full).
  const isPhone = useIsPhone();
  const visible = entries.length > VISIBLE_PER_DAY ? entries.slice(0, VISIBLE_PER_DAY - 1) : entries;
  const hidden = entries.length - visible.length;
  const moreText = t('dashboard.calendar.more', { count: hidden });
  return (
    <>
      {visible.map((entry) => (
        <CalendarEntryChip key={`${entry.kind}-${entry.id}`} entry={entry} />
      ))}
      {hidden > 0 && (
        <Popover width={280} position="bottom" shadow="md" withinPortal>
          <Popover.Target>
            <Button
              variant="subtle"
              size="compact-xs"
              className={classes.more}
              miw={44}
              aria-label={isPhone ? moreText : undefined}
            >
              {isPhone ? <bdi dir="ltr">+{hidden}</bdi> : moreText}
            </Button>
          </Popover.Target>
          <Popover.Dropdown>
            <Stack gap={4}>
              {entries.map((entry) => (
                <CalendarEntryChip key={`${entry.kind}-${entry.id}`} entry={entry} />
              ))}
            </Stack>
          </Popover.Dropdown>
        </Popover>
      )}
    </>
  );
}

function CalendarLegend() {
  const { t } = useTranslation();
  return (
    <Group gap="lg" wrap="wrap" mt="sm">
      {Object.entries(CALENDAR_KIND_STYLE).map(([kind, { color, Icon }]) => (
        <Group key={kind} gap={4} wrap="nowrap">
          <Icon size={14} color={`var(--mantine-color-${color}-filled)`} aria-hidden />
          <Text size="xs">{t(`dashboard.calendar.kind.${kind}`)}</Text>
        </Group>
      ))}
      {WORK_STATUSES.map((status) => (
        <Group key={status} gap={4} wrap="nowrap">
          <span
            className={classes.statusDot}
            style={{ ['--status-color' as string]: statusColorVar(status) }}
          />
          <Text size="xs">{t(`status.${status}`)}</Text>
        </Group>
      ))}
    </Group>
  );
}

/**
 * The month's services, contract start and end dates and task due dates, day by day (weeks start on Monday).
 * Its own grid rather than a date picker's: a picker's day cells are too small to carry several entries.
 */
export function MonthCalendar({ month, today, entries, loading, onMonthChange }: TMonthCalendarProps) {
  const { t, i18n } = useTranslation();
  const isPhone = useIsPhone();
  const { dir } = useDirection();
  const weeks = useMemo(() => monthWeeks(month), [month]);
  const byDay = useMemo(() => {
    const map = new Map<string, TCalendarEntry[]>();
    for (const entry of entries) map.set(entry.date, [...(map.get(entry.date) ?? []), entry]);
    return map;
  }, [entries]);
  const currentMonth = today.slice(0, 7);
  // The arrows point the way the months run: leftwards is earlier in a left-to-right page, later in Arabic.
  const [Back, Forward] =
    dir === 'rtl' ? [IconChevronRight, IconChevronLeft] : [IconChevronLeft, IconChevronRight];

  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" mb="md" wrap="wrap" gap="sm">
        <Group gap="xs">
          <Title order={3}>{t('dashboard.calendar.title')}</Title>
          {loading && <Loader size="xs" />}
        </Group>
        <Group gap="xs" wrap="wrap">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('dashboard.calendar.previous')}
            onClick={() => onMonthChange(shiftMonth(month, -1))}
          >
            <Back size={18} />
          </ActionIcon>
          <Text fw={600} miw={150} ta="center" data-testid="calendar-month">
            {formatMonthTitle(month, i18n.language)}
          </Text>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('dashboard.calendar.next')}
            onClick={() => onMonthChange(shiftMonth(month, 1))}
          >
            <Forward size={18} />
          </ActionIcon>
          <Button
            variant="light"
            size="sm"
            disabled={month === currentMonth}
            onClick={() => onMonthChange(currentMonth)}
          >
            {t('dashboard.calendar.thisMonth')}
          </Button>
        </Group>
      </Group>
      <div className={classes.grid} role="grid" aria-label={formatMonthTitle(month, i18n.language)}>
        <div role="row" style={{ display: 'contents' }}>
          {/* A phone's seventh of the width holds no "الخميس": the one-letter names there, as phone calendars do. */}
          {weekdayNames(i18n.language, isPhone ? 'narrow' : 'short').map((name, day) => (
            <div key={day} className={classes.weekday} role="columnheader">
              {name}
            </div>
          ))}
        </div>
        {weeks.map((week, w) => (
          <div key={w} role="row" style={{ display: 'contents' }}>
            {week.map((day, d) =>
              day ? (
                <div
                  key={day}
                  role="gridcell"
                  data-date={day}
                  aria-current={day === today ? 'date' : undefined}
                  className={`${classes.day} ${day === today ? classes.today : ''}`}
                >
                  <span className={classes.dayNumber}>{Number(day.slice(8))}</span>
                  <DayEntries entries={byDay.get(day) ?? []} />
                </div>
              ) : (
                <div
                  key={`empty-${w}-${d}`}
                  role="gridcell"
                  className={`${classes.day} ${classes.outside}`}
                />
              ),
            )}
          </div>
        ))}
      </div>
      {!entries.length && !loading && (
        <Text c="dimmed" size="sm" mt="sm">
          {t('dashboard.calendar.empty')}
        </Text>
      )}
      <CalendarLegend />
    </Card>
  );
}
