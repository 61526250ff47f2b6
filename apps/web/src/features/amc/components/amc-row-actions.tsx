import { pagePath, type TAmc } from '@amc/contracts';
import { IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CONFIRM_TITLE, openConfirm } from '../../../components/confirm-action';
import { RowActionButton } from '../../../components/row-action-button';
import { useRight } from '../../../lib/use-right';
import { useDeleteAmc } from '../api/use-delete-amc';
import { AmcAnswerButtons } from './amc-answer-buttons';

/** View, edit and delete of one contract (each write only with its right), and the assignee's answer. */
export function AmcRowActions({ amc, onEdit }: { amc: TAmc; onEdit: (amc: TAmc) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // A cancelled contract is no longer changed (the server answers 409).
  const canEdit = useRight('amc_edit') && amc.term_status !== 'cancelled';
  const canDelete = useRight('amc_delete');
  const remove = useDeleteAmc();

  return (
    <>
      <RowActionButton
        label={t('amc.action.view')}
        onClick={() => navigate(pagePath('amcView', { id: amc.id }))}
      >
        <IconEye size={18} />
      </RowActionButton>
      {canEdit && (
        <RowActionButton label={t('amc.action.edit')} color="blue" onClick={() => onEdit(amc)}>
          <IconPencil size={18} />
        </RowActionButton>
      )}
      {canDelete && (
        <RowActionButton
          label={t('amc.action.delete')}
          color="red"
          onClick={() =>
            openConfirm({
              title: CONFIRM_TITLE,
              confirmLabel: 'Yes, Delete it',
              onConfirm: () => remove.mutate(amc.id),
            })
          }
        >
          <IconTrash size={18} />
        </RowActionButton>
      )}
      <AmcAnswerButtons amc={amc} compact />
    </>
  );
}
