import type { TComplaint } from '@amc/contracts';
import { IconCircleCheck, IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CONFIRM_TITLE, openConfirm } from '../../../components/confirm-action';
import { RowActionButton } from '../../../components/row-action-button';
import { useRight } from '../../../lib/use-right';
import { useDeleteComplaint } from '../api/use-delete-complaint';

/**
 * View, resolve, edit and delete of one complaint; each write only for a caller with its right. Resolve opens
 * the form closing the complaint, for the assigned employee on its phone as for the admin.
 */
export function ComplaintRowActions({
  complaint,
  canChange,
  canResolve,
  canEditResolved,
  onView,
  onEdit,
  onResolve,
}: {
  complaint: TComplaint;
  /** The caller has a complaint form at all (a supplier has none). */
  canChange: boolean;
  /** The caller's form sets the status (a customer's does not). */
  canResolve: boolean;
  /** The caller changes a resolved complaint (the admin; the server refuses anyone else). */
  canEditResolved: boolean;
  onView: (complaint: TComplaint) => void;
  onEdit: (complaint: TComplaint) => void;
  onResolve: (complaint: TComplaint) => void;
}) {
  const { t } = useTranslation();
  const canEdit =
    useRight('complaint_edit') && canChange && (complaint.status !== 'closed' || canEditResolved);
  const canDelete = useRight('complaint_delete');
  const remove = useDeleteComplaint();
  return (
    <>
      <RowActionButton label={t('complaint.action.view')} onClick={() => onView(complaint)}>
        <IconEye size={18} />
      </RowActionButton>
      {canEdit && canResolve && complaint.status !== 'closed' && (
        <RowActionButton
          label={t('complaint.action.resolve')}
          color="green"
          onClick={() => onResolve(complaint)}
        >
          <IconCircleCheck size={18} />
        </RowActionButton>
      )}
      {canEdit && (
        <RowActionButton label={t('complaint.action.edit')} color="blue" onClick={() => onEdit(complaint)}>
          <IconPencil size={18} />
        </RowActionButton>
      )}
      {canDelete && (
        <RowActionButton
          label={t('complaint.action.delete')}
          color="red"
          onClick={() =>
            openConfirm({
              title: CONFIRM_TITLE,
              confirmLabel: 'Yes, Delete it',
              onConfirm: () => remove.mutate(complaint.id),
            })
          }
        >
          <IconTrash size={18} />
        </RowActionButton>
      )}
    </>
  );
}
