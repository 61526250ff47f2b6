import type { TComplaint } from '@amc/contracts';
import { IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CONFIRM_TITLE, openConfirm } from '../../../components/confirm-action';
import { RowActionButton } from '../../../components/row-action-button';
import { useRight } from '../../../lib/use-right';
import { useDeleteComplaint } from '../api/use-delete-complaint';

/** View, edit and delete of one complaint; each write only for a caller with its right. */
export function ComplaintRowActions({
  complaint,
  canChange,
  onView,
  onEdit,
}: {
  complaint: TComplaint;
  /** The caller has a complaint form at all (a supplier has none). */
  canChange: boolean;
  onView: (complaint: TComplaint) => void;
  onEdit: (complaint: TComplaint) => void;
}) {
  const { t } = useTranslation();
  const canEdit = useRight('complaint_edit') && canChange;
  const canDelete = useRight('complaint_delete');
  const remove = useDeleteComplaint();
  return (
    <>
      <RowActionButton label={t('complaint.action.view')} onClick={() => onView(complaint)}>
        <IconEye size={18} />
      </RowActionButton>
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
