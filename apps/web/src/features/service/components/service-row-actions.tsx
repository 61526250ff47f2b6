import type { TService } from '@amc/contracts';
import {
  IconCircleCheck,
  IconEye,
  IconPencil,
  IconThumbDown,
  IconThumbUp,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CONFIRM_TITLE, openConfirm } from '../../../components/confirm-action';
import { RowActionButton } from '../../../components/row-action-button';
import { useIsPhone } from '../../../lib/use-is-phone';
import { useRight } from '../../../lib/use-right';
import { useDeleteService } from '../api/use-delete-service';
import { useAssignmentAnswer } from './use-assignment-answer';

/**
 * View, edit, complete and delete of one service, each only for a caller with its right; accept and decline
 * for its assignee while the answer is pending.
 */
export function ServiceRowActions({
  service,
  onView,
  onEdit,
  onComplete,
}: {
  service: TService;
  onView: (service: TService) => void;
  onEdit: (service: TService) => void;
  onComplete: (service: TService) => void;
}) {
  const { t } = useTranslation();
  const canEdit = useRight('service_edit');
  const canDelete = useRight('service_delete');
  const remove = useDeleteService();
  const answer = useAssignmentAnswer(service);
  // Accept beside Decline: touch-sized on a phone, so the thumb hits the one it meant.
  const answerSize = useIsPhone() ? 44 : undefined;

  return (
    <>
      <RowActionButton label={t('service.action.view')} onClick={() => onView(service)}>
        <IconEye size={18} />
      </RowActionButton>
      {answer.canAnswer && (
        <>
          <RowActionButton
            label={t('service.action.accept')}
            color="green"
            size={answerSize}
            onClick={answer.accept}
          >
            <IconThumbUp size={18} />
          </RowActionButton>
          <RowActionButton
            label={t('service.action.decline')}
            color="red"
            size={answerSize}
            onClick={answer.decline}
          >
            <IconThumbDown size={18} />
          </RowActionButton>
        </>
      )}
      {canEdit && (
        <RowActionButton label={t('service.action.edit')} color="blue" onClick={() => onEdit(service)}>
          <IconPencil size={18} />
        </RowActionButton>
      )}
      {canEdit && service.status !== 'closed' && (
        <RowActionButton
          label={t('service.action.complete')}
          color="teal"
          onClick={() => onComplete(service)}
        >
          <IconCircleCheck size={18} />
        </RowActionButton>
      )}
      {canDelete && (
        <RowActionButton
          label={t('service.action.delete')}
          color="red"
          onClick={() =>
            openConfirm({
              title: CONFIRM_TITLE,
              confirmLabel: 'Yes, Delete it',
              onConfirm: () => remove.mutate(service.id),
            })
          }
        >
          <IconTrash size={18} />
        </RowActionButton>
      )}
    </>
  );
}
