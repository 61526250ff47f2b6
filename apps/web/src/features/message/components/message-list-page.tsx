import { ENDPOINTS, ZConversationSummary } from '@amc/contracts';
import { Button, Stack, Tabs } from '@mantine/core';
import { IconInbox, IconPencilPlus, IconSend } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { DataTable } from '../../../components/data-table/data-table';
import { PageTitle } from '../../../components/page-title';
import { useRight } from '../../../lib/use-right';
import { useDeleteConversations } from '../api/use-delete-conversations';
import { ComposeMessageModal } from './compose-message-modal';
import { conversationColumns } from './conversation-columns';
import { ConversationRowActions } from './conversation-row-actions';

type TMailbox = 'inbox' | 'sent';
const MAILBOX: Record<TMailbox, { endpoint: string; csv: string }> = {
  inbox: { endpoint: ENDPOINTS.message.inbox, csv: 'inboxData' },
  sent: { endpoint: ENDPOINTS.message.sent, csv: 'sentData' },
};

/** /message/list: the inbox and the sent list (the tab is in the URL), compose, delete selected. */
export function MessageListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const mailbox: TMailbox = params.get('box') === 'sent' ? 'sent' : 'inbox';
  const columns = useMemo(() => conversationColumns(t), [t]);
  const canAdd = useRight('message_add');
  const canDelete = useRight('message_delete');
  const deleteConversations = useDeleteConversations();
  const [composing, setComposing] = useState(false);

  const table = (box: TMailbox) => (
    <DataTable
      tableId={box}
      endpoint={MAILBOX[box].endpoint}
      rowSchema={ZConversationSummary}
      columns={columns}
      csvFileName={MAILBOX[box].csv}
      renderRowActions={(conversation) => <ConversationRowActions conversation={conversation} />}
      onDeleteSelected={canDelete ? (ids) => deleteConversations.mutateAsync(ids) : undefined}
    />
  );

  return (
    <Stack gap="md">
      <PageTitle
        title={t('message.list.title')}
        subtitle={t('message.list.subtitle')}
        actions={
          canAdd && (
            <Button leftSection={<IconPencilPlus size={16} />} onClick={() => setComposing(true)}>
              {t('message.compose.button')}
            </Button>
          )
        }
      />
      <Tabs
        value={mailbox}
        onChange={(next) => setParams(next === 'sent' ? { box: 'sent' } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="inbox" leftSection={<IconInbox size={16} />}>
            {t('message.tab.inbox')}
          </Tabs.Tab>
          <Tabs.Tab value="sent" leftSection={<IconSend size={16} className="mirror-rtl" />}>
            {t('message.tab.sent')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="inbox">{table('inbox')}</Tabs.Panel>
        <Tabs.Panel value="sent">{table('sent')}</Tabs.Panel>
      </Tabs>
      <ComposeMessageModal opened={composing} onClose={() => setComposing(false)} />
    </Stack>
  );
}
