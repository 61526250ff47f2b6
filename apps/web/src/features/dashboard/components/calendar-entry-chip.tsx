import { STATUS_COLORS, type TCalendarEntry } from '@amc/contracts';
import { Tooltip } from '@mantine/core';
import { IconCalendarCheck, IconCalendarX, IconChecklist, IconTool } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { calendarEntryLink, useOpenableLink } from './dashboard-links';
import classes from './month-calendar.module.css';

/** Each kind has its colour and icon; the dot beside the title carries the status's colour (SPEC section 4). */
export const CALENDAR_KIND_STYLE: Record<TCalendarEntry['kind'], { color: string; Icon: typeof IconTool }> = {
  service: { color: 'blue', Icon: IconTool },
  amc_start: { color: 'teal', Icon: IconCalendarCheck },
  amc_end: { color: 'grape', Icon: IconCalendarX },
  task: { color: 'cyan', Icon: IconChecklist },
};

export const statusColorVar = (status: string) =>
  `var(--mantine-color-${STATUS_COLORS[status] ?? 'gray'}-filled)`;

/** One service, contract date or task on its day; a link to its page when the user may open that page. */
export function CalendarEntryChip({ entry }: { entry: TCalendarEntry }) {
  const { t } = useTranslation();
  const openable = useOpenableLink();
  const { color, Icon } = CALENDAR_KIND_STYLE[entry.kind];
  const label = t('dashboard.calendar.entry', {
    kind: t(`dashboard.calendar.kind.${entry.kind}`),
    title: entry.title,
    status: t(`status.${entry.status}`),
  });
  const style = {
    '--entry-accent': `var(--mantine-color-${color}-filled)`,
    '--entry-background': `var(--mantine-color-${color}-light)`,
    '--status-color': statusColorVar(entry.status),
  } as CSSProperties;
  const content = (
    <>
      <Icon
        size={12}
        style={{ flex: 'none', color: `var(--mantine-color-${color}-light-color)` }}
        aria-hidden
      />
      {/* Its own direction: an English title in an Arabic page keeps its start and loses its end to the "…". */}
      <span className={classes.entryTitle} dir="auto">
        {entry.title}
      </span>
      <span className={classes.statusDot} aria-hidden />
    </>
  );
  const path = openable(calendarEntryLink(entry));
  return (
    <Tooltip label={label} openDelay={300} withinPortal>
      {path ? (
        <Link to={path} className={classes.entry} style={style} aria-label={label} data-calendar-entry>
          {content}
        </Link>
      ) : (
        <div className={classes.entry} style={style} aria-label={label} role="note">
          {content}
        </div>
      )}
    </Tooltip>
  );
}
