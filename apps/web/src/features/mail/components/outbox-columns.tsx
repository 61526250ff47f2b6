import { MAIL_STATUSES, type TOutboxMail, type TOutboxSortColumn, type TOutboxFilter } from '@amc/contracts';
import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { TDataColumn } from '../../../components/data-table/data-table';
import { WhenText } from '../../../components/date-text';
import { StatusBadge } from '../../../components/status-badge';
import { statusSelectData } from '../../../lookups/select-data';

/**
 * Ids are the API's names: created_at is the one sort, status the one filter; the table's search matches the
 * recipient. The body is never listed, only what tells the admin whether a mail went out and why not.
 */
export function outboxColumns(t: TFunction): TDataColumn<TOutboxMail, TOutboxSortColumn, TOutboxFilter>[] {
  return [
    {
      id: 'created_at',
      header: t('mail.field.queuedAt'),
      sortable: true,
      width: 150,
      render: (row) => <WhenText value={row.created_at} />,
    },
    {
      id: 'to_address',
      header: t('mail.field.to'),
      width: 220,
      // An address is one long word: it may break anywhere, so a reminder to a long address never widens the list
      // past its box (a screen of 1280 px).
      render: (row) => (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <bdi dir="ltr">{row.to_address}</bdi>
        </Text>
      ),
    },
    { id: 'subject', header: t('mail.field.subject'), width: 240 },
    {
      id: 'event',
      hiddenAtFirst: true,
      header: t('mail.field.template'),
      width: 170,
      render: (row) => (row.event ? t(`template.event.${row.event}`, { defaultValue: row.event }) : '—'),
    },
    {
      id: 'status',
      header: t('mail.field.status'),
      width: 120,
      filter: { type: 'select', options: statusSelectData(t, MAIL_STATUSES) },
      render: (row) => <StatusBadge status={row.status} />,
    },
    {
      id: 'attempts',
      hiddenAtFirst: true,
      header: t('mail.field.attempts'),
      width: 90,
      render: (row) => <bdi dir="ltr">{row.attempts}</bdi>,
    },
    {
      id: 'last_error',
      header: t('mail.field.error'),
      // A server's words can be long (a whole reply, an address): two lines of at most 260 px, whole on hover.
      render: (row) =>
        row.last_error ? (
          <Text
            size="sm"
            c="red"
            lineClamp={2}
            maw={260}
            title={row.last_error}
            style={{ overflowWrap: 'anywhere' }}
          >
            <bdi dir="ltr">{row.last_error}</bdi>
          </Text>
        ) : (
          '—'
        ),
    },
  ];
}
