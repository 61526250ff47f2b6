import type { TTask } from '@amc/contracts';
import { IconCircleCheck, IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CONFIRM_TITLE, openConfirm } from '../../../components/confirm-action';
import { RowActionButton } from '../../../components/row-action-button';
import { useRight } from '../../../lib/use-right';
import { useDeleteTask } from '../api/use-delete-task';
import { useUpdateTask } from '../api/use-update-task';

/**
 * View, mark done, edit and delete of one task; each write only for a caller with its right. Mark done closes
 * the task in one tap, the employee's usual change on its phone.
 */
export function TaskRowActions({
  task,
  canChange,
  canSetStatus,
  onView,
  onEdit,
}: {
  task: TTask;
  /** The caller has a task form at all (a supplier has none). */
  canChange: boolean;
  /** The caller's form sets the status (TASK_FIELD_RULES). */
  canSetStatus: boolean;
  onView: (task: TTask) => void;
  onEdit: (task: TTask) => void;
}) {
  const { t } = useTranslation();
  const canEdit = useRight('task_edit') && canChange;
  const canDelete = useRight('task_delete');
  const remove = useDeleteTask();
  const markDone = useUpdateTask();
  return (
    <>
      <RowActionButton label={t('task.action.view')} onClick={() => onView(task)}>
        <IconEye size={18} />
      </RowActionButton>
      {canEdit && canSetStatus && task.status !== 'closed' && (
        <RowActionButton
          label={t('task.action.markDone')}
          color="green"
          onClick={() => markDone.mutate({ id: task.id, status: 'closed' })}
        >
          <IconCircleCheck size={18} />
        </RowActionButton>
      )}
      {canEdit && (
        <RowActionButton label={t('task.action.edit')} color="blue" onClick={() => onEdit(task)}>
          <IconPencil size={18} />
        </RowActionButton>
      )}
      {canDelete && (
        <RowActionButton
          label={t('task.action.delete')}
          color="red"
          onClick={() =>
            openConfirm({
              title: CONFIRM_TITLE,
              confirmLabel: 'Yes, Delete it',
              onConfirm: () => remove.mutate(task.id),
            })
          }
        >
          <IconTrash size={18} />
        </RowActionButton>
      )}
    </>
  );
}
