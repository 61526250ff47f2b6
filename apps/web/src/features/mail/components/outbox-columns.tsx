import { DEFAULT_DATE_FORMAT, MAIL_STATUSES, type TOutboxMail } from '@amc/contracts';
import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { StatusBadge } from '../../../components/status-badge';
import { getStoredBranding } from '../../../lib/browser-storage';
import { formatDate } from '../../../lib/format-date';

/** When a mail was queued: the settings' date format and time zone, with the time of day. */
function WhenText({ value }: { value: string }) {
  const { date_formate, time_zone } = getStoredBranding();
  return (
    <bdi dir="ltr" style={{ whiteSpace: 'nowrap' }}>
      {formatDate(value, `${date_formate || DEFAULT_DATE_FORMAT} HH:mm`, time_zone)}
    </bdi>
  );
}

/**
 * Ids are the API's names: created_at is the one sort, status the one filter; the table's search matches the
 * recipient. The body is never listed, only what tells the admin whether a mail went out and why not.
 */
export function outboxColumns(t: TFunction): MRT_ColumnDef<TOutboxMail>[] {
  return [
    {
      accessorKey: 'created_at',
      header: t('mail.field.queuedAt'),
      enableColumnFilter: false,
      size: 150,
      Cell: ({ row }) => <WhenText value={row.original.created_at} />,
    },
    {
      accessorKey: 'to_address',
      header: t('mail.field.to'),
      enableSorting: false,
      enableColumnFilter: false,
      size: 220,
      Cell: ({ row }) => <bdi dir="ltr">{row.original.to_address}</bdi>,
    },
    {
      accessorKey: 'subject',
      header: t('mail.field.subject'),
      enableSorting: false,
      enableColumnFilter: false,
      size: 280,
      Cell: ({ row }) => <bdi>{row.original.subject}</bdi>,
    },
    {
      accessorKey: 'event',
      header: t('mail.field.template'),
      enableSorting: false,
      enableColumnFilter: false,
      size: 170,
      Cell: ({ row }) =>
        row.original.event
          ? t(`template.event.${row.original.event}`, { defaultValue: row.original.event })
          : '—',
    },
    {
      accessorKey: 'status',
      header: t('mail.field.status'),
      enableSorting: false,
      size: 120,
      filterVariant: 'select',
      mantineFilterSelectProps: {
        data: MAIL_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
        clearable: true,
      },
      Cell: ({ row }) => <StatusBadge status={row.original.status} />,
    },
    {
      accessorKey: 'attempts',
      header: t('mail.field.attempts'),
      enableSorting: false,
      enableColumnFilter: false,
      size: 90,
      Cell: ({ row }) => <bdi dir="ltr">{row.original.attempts}</bdi>,
    },
    {
      accessorKey: 'last_error',
      header: t('mail.field.error'),
      enableSorting: false,
      enableColumnFilter: false,
      size: 300,
      Cell: ({ row }) =>
        row.original.last_error ? (
          <Text size="sm" c="red" lineClamp={2} title={row.original.last_error}>
            <bdi dir="ltr">{row.original.last_error}</bdi>
          </Text>
        ) : (
          '—'
        ),
    },
  ];
}
