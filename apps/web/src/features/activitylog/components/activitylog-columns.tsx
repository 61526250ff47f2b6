import {
  DEFAULT_DATE_FORMAT,
  type TActivityLog,
  type TActivityLogSortColumn,
  type TActivityLogFilter,
} from '@amc/contracts';
import { Badge, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import {
  selectFilter,
  type TDataColumn,
  type TFilterOption,
} from '../../../components/data-table/data-table';
import { getStoredBranding } from '../../../lib/browser-storage';
import { formatDate } from '../../../lib/format-date';

/** The choices of the module and user filters; an empty list hides that filter (the caller sees one value). */
export type TActivityLogFilterOptions = { slugs: TFilterOption[]; users: TFilterOption[] };

/** When a line was written: the settings' date format and time zone, with the time of day. */
function WhenText({ value }: { value: string }) {
  const { date_formate, time_zone } = getStoredBranding();
  return (
    <bdi dir="ltr" style={{ whiteSpace: 'nowrap' }}>
      {formatDate(value, `${date_formate || DEFAULT_DATE_FORMAT} HH:mm`, time_zone)}
    </bdi>
  );
}

/**
 * Ids are the API's sort and filter names (created_at, activity_slug, action; filters activity_slug and
 * user_id); the search is a prefix of the description or the action, and the date range sits above the table.
 */
export function activityLogColumns(
  t: TFunction,
  { slugs, users }: TActivityLogFilterOptions,
): TDataColumn<TActivityLog, TActivityLogSortColumn, TActivityLogFilter>[] {
  return [
    {
      id: 'created_at',
      header: t('activitylog.field.when'),
      sortable: true,
      width: 150,
      render: (row) => <WhenText value={row.created_at} />,
    },
    {
      id: 'user_id',
      header: t('activitylog.field.who'),
      width: 170,
      filter: selectFilter(users),
      render: (row) =>
        row.user ? (
          <Stack gap={0}>
            <bdi>{row.user.full_name}</bdi>
            <Text size="xs" c="dimmed">
              {t(`activitylog.role.${row.user.role_name}`, { defaultValue: row.user.role_name })}
            </Text>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('activitylog.who.system')}
          </Text>
        ),
    },
    {
      id: 'activity_slug',
      header: t('activitylog.field.module'),
      sortable: true,
      width: 130,
      filter: selectFilter(slugs),
      render: (row) => (
        <Badge variant="light" radius="sm" ff="monospace" tt="none">
          {row.activity_slug}
        </Badge>
      ),
    },
    {
      id: 'action',
      header: t('activitylog.field.action'),
      sortable: true,
      width: 110,
      render: (row) => t(`activitylog.action.${row.action}`, { defaultValue: row.action }),
    },
    { id: 'description', header: t('activitylog.field.description'), width: 320 },
    {
      id: 'record_id',
      hiddenAtFirst: true,
      header: t('activitylog.field.recordId'),
      width: 90,
      render: (row) => <bdi dir="ltr">{row.record_id ?? '—'}</bdi>,
    },
    {
      id: 'ip',
      hiddenAtFirst: true,
      header: t('activitylog.field.ip'),
      width: 120,
      render: (row) => (
        <Text size="sm" ff="monospace" dir="ltr" title={row.user_agent ?? undefined}>
          {row.ip ?? '—'}
        </Text>
      ),
    },
  ];
}
