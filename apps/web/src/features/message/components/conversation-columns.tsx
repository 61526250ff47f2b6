import type { TConversationSummary, TConversationSortColumn } from '@amc/contracts';
import { Anchor, Badge, Group, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import type { TDataColumn } from '../../../components/data-table/data-table';
import { messageViewPath } from './message-paths';
import { MessageTime } from './message-time';

/**
 * Ids are the API's sort names (CONVERSATION_SORT_COLUMNS); only those sort. Unread conversations are bold.
 * Every text is rendered as text: a subject or body holding markup shows the markup, never runs it.
 */
export function conversationColumns(
  t: TFunction,
): TDataColumn<TConversationSummary, TConversationSortColumn, never>[] {
  const weight = (row: TConversationSummary) => (row.unread ? 700 : 400);
  return [
    {
      id: 'subject',
      header: t('message.field.subject'),
      sortable: true,
      render: (row) => (
        <Group gap="xs" wrap="nowrap">
          <Anchor component={Link} to={messageViewPath(row.id)} fw={weight(row)} dir="auto">
            {row.subject}
          </Anchor>
          {row.unread && (
            <Badge size="sm" circle aria-label={t('message.unread.count', { n: row.unread_count })}>
              {row.unread_count}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      id: 'participants',
      header: t('message.field.participants'),
      render: (row) => (
        <bdi style={{ fontWeight: weight(row) }}>{row.participants.map((p) => p.name).join(', ')}</bdi>
      ),
    },
    {
      id: 'last_message',
      header: t('message.field.lastMessage'),
      render: (row) =>
        row.last_message ? (
          <Text
            size="sm"
            lineClamp={2}
            dir="auto"
            fw={weight(row)}
            maw={420}
            title={`${row.last_message.sender.name}: ${row.last_message.snippet}`}
          >
            <bdi>{row.last_message.sender.name}</bdi>: {row.last_message.snippet}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {t('message.list.noVisibleMessage')}
          </Text>
        ),
    },
    {
      id: 'last_message_at',
      header: t('message.field.lastMessageAt'),
      sortable: true,
      render: (row) => <MessageTime value={row.last_message_at} />,
    },
  ];
}
