import type { TConversationSummary } from '@amc/contracts';
import { Anchor, Badge, Group, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { Link } from 'react-router-dom';
import { messageViewPath } from './message-paths';
import { MessageTime } from './message-time';

/**
 * Ids are the API's sort names (CONVERSATION_SORT_COLUMNS); only those sort. Unread conversations are bold.
 * Every text is rendered as text: a subject or body holding markup shows the markup, never runs it.
 */
export function conversationColumns(t: TFunction): MRT_ColumnDef<TConversationSummary>[] {
  const weight = (row: TConversationSummary) => (row.unread ? 700 : 400);
  return [
    {
      accessorKey: 'subject',
      header: t('message.field.subject'),
      enableColumnFilter: false,
      Cell: ({ row }) => (
        <Group gap="xs" wrap="nowrap">
          <Anchor component={Link} to={messageViewPath(row.original.id)} fw={weight(row.original)} dir="auto">
            {row.original.subject}
          </Anchor>
          {row.original.unread && (
            <Badge size="sm" circle aria-label={t('message.unread.count', { n: row.original.unread_count })}>
              {row.original.unread_count}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      id: 'participants',
      accessorFn: (row) => row.participants.map((p) => p.name).join(', '),
      header: t('message.field.participants'),
      enableSorting: false,
      enableColumnFilter: false,
      Cell: ({ row }) => (
        <bdi style={{ fontWeight: weight(row.original) }}>
          {row.original.participants.map((p) => p.name).join(', ')}
        </bdi>
      ),
    },
    {
      id: 'last_message',
      accessorFn: (row) => row.last_message?.snippet ?? '',
      header: t('message.field.lastMessage'),
      enableSorting: false,
      enableColumnFilter: false,
      Cell: ({ row }) =>
        row.original.last_message ? (
          <Text size="sm" lineClamp={2} dir="auto" fw={weight(row.original)} maw={420}>
            <bdi>{row.original.last_message.sender.name}</bdi>: {row.original.last_message.snippet}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {t('message.list.noVisibleMessage')}
          </Text>
        ),
    },
    {
      accessorKey: 'last_message_at',
      header: t('message.field.lastMessageAt'),
      enableColumnFilter: false,
      Cell: ({ row }) => <MessageTime value={row.original.last_message_at} />,
    },
  ];
}
