import { pagePath } from '@amc/contracts';
import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useRight } from '../../../lib/use-right';
import { useUnreadCount } from '../api/use-unread-count';

/** The header's bell: how many conversations hold unread messages; leads to the inbox. */
export function MessageBell() {
  const { t } = useTranslation();
  const canView = useRight('message_view');
  const unread = useUnreadCount();
  if (!canView) return null;
  const count = unread.data ?? 0;
  const label = t('message.bell.label', { n: count });
  return (
    <Tooltip label={label}>
      <Indicator
        disabled={count === 0}
        label={count > 99 ? '99+' : count}
        size={16}
        color="red"
        offset={4}
        data-testid="message-unread-badge"
        data-count={count}
      >
        <ActionIcon
          component={Link}
          to={pagePath('messageList')}
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={label}
        >
          <IconBell size={20} />
        </ActionIcon>
      </Indicator>
    </Tooltip>
  );
}
