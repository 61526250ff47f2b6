import { DEFAULT_DATE_FORMAT, type TActivityLog } from '@amc/contracts';
import { Badge, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { getStoredBranding } from '../../../lib/browser-storage';
import { formatDate } from '../../../lib/format-date';

type TOption = { value: string; label: string };

/** The choices of the module and user filters; an empty list hides that filter (the caller sees one value). */
export type TActivityLogFilterOptions = { slugs: TOption[]; users: TOption[] };

const selectFilter = (data: TOption[]) =>
  data.length
    ? ({
        filterVariant: 'select',
        mantineFilterSelectProps: { data, searchable: true, clearable: true },
      } as const)
    : ({ enableColumnFilter: false } as const);

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
): MRT_ColumnDef<TActivityLog>[] {
  return [
    {
      accessorKey: 'created_at',
      header: t('activitylog.field.when'),
      enableColumnFilter: false,
      size: 150,
      Cell: ({ row }) => <WhenText value={row.original.created_at} />,
    },
    {
      id: 'user_id',
      header: t('activitylog.field.who'),
      accessorFn: (row) => row.user?.full_name ?? '',
      enableSorting: false,
      size: 170,
      ...selectFilter(users),
      Cell: ({ row }) =>
        row.original.user ? (
          <Stack gap={0}>
            <bdi>{row.original.user.full_name}</bdi>
            <Text size="xs" c="dimmed">
              {t(`activitylog.role.${row.original.user.role_name}`, {
                defaultValue: row.original.user.role_name,
              })}
            </Text>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('activitylog.who.system')}
          </Text>
        ),
    },
    {
      accessorKey: 'activity_slug',
      header: t('activitylog.field.module'),
      size: 130,
      ...selectFilter(slugs),
      Cell: ({ row }) => (
        <Badge variant="light" radius="sm" ff="monospace" tt="none">
          {row.original.activity_slug}
        </Badge>
      ),
    },
    {
      accessorKey: 'action',
      header: t('activitylog.field.action'),
      enableColumnFilter: false,
      size: 110,
      Cell: ({ row }) =>
        t(`activitylog.action.${row.original.action}`, { defaultValue: row.original.action }),
    },
    {
      accessorKey: 'description',
      header: t('activitylog.field.description'),
      enableSorting: false,
      enableColumnFilter: false,
      size: 320,
      Cell: ({ row }) => <bdi>{row.original.description}</bdi>,
    },
    {
      accessorKey: 'record_id',
      header: t('activitylog.field.recordId'),
      enableSorting: false,
      enableColumnFilter: false,
      size: 90,
      Cell: ({ row }) => <bdi dir="ltr">{row.original.record_id ?? '—'}</bdi>,
    },
    {
      accessorKey: 'ip',
      header: t('activitylog.field.ip'),
      enableSorting: false,
      enableColumnFilter: false,
      size: 120,
      Cell: ({ row }) => (
        <Text size="sm" ff="monospace" dir="ltr" title={row.original.user_agent ?? undefined}>
          {row.original.ip ?? '—'}
        </Text>
      ),
    },
  ];
}
