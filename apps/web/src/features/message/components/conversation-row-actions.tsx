import type { TConversationSummary } from '@amc/contracts';
import { IconEye, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CONFIRM_TITLE, openConfirm } from '../../../components/confirm-action';
import { RowActionButton } from '../../../components/row-action-button';
import { useRight } from '../../../lib/use-right';
import { useDeleteConversation } from '../api/use-delete-conversation';
import { messageViewPath } from './message-paths';

/** Open and delete (for the caller alone) one conversation of a mailbox. */
export function ConversationRowActions({ conversation }: { conversation: TConversationSummary }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canDelete = useRight('message_delete');
  const remove = useDeleteConversation();
  return (
    <>
      <RowActionButton
        label={t('message.action.view')}
        color="blue"
        onClick={() => navigate(messageViewPath(conversation.id))}
      >
        <IconEye size={18} />
      </RowActionButton>
      {canDelete && (
        <RowActionButton
          label={t('message.action.deleteConversation')}
          color="red"
          onClick={() =>
            openConfirm({
              title: CONFIRM_TITLE,
              message: t('message.delete.conversationNote'),
              confirmLabel: 'Yes, Delete it',
              onConfirm: () => remove.mutate(conversation.id),
            })
          }
        >
          <IconTrash size={18} />
        </RowActionButton>
      )}
    </>
  );
}
