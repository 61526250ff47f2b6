import { pagePath, type TTax } from '@amc/contracts';
import { IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CONFIRM_TITLE, openConfirm } from '../../../components/confirm-action';
import { RowActionButton } from '../../../components/row-action-button';
import { useRight } from '../../../lib/use-right';
import { useDeleteTax } from '../api/use-delete-tax';

/** View of one tax, and its edit and delete, each only for a caller with its right. */
export function TaxRowActions({ tax, onEdit }: { tax: TTax; onEdit: (tax: TTax) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canEdit = useRight('tax_edit');
  const canDelete = useRight('tax_delete');
  const remove = useDeleteTax();
  return (
    <>
      <RowActionButton
        label={t('tax.action.view')}
        onClick={() => navigate(pagePath('taxView', { id: tax.id }))}
      >
        <IconEye size={18} />
      </RowActionButton>
      {canEdit && (
        <RowActionButton label={t('tax.action.edit')} color="blue" onClick={() => onEdit(tax)}>
          <IconPencil size={18} />
        </RowActionButton>
      )}
      {canDelete && (
        <RowActionButton
          label={t('tax.action.delete')}
          color="red"
          onClick={() =>
            openConfirm({
              title: CONFIRM_TITLE,
              confirmLabel: 'Yes, Delete it',
              onConfirm: () => remove.mutate(tax.id),
            })
          }
        >
          <IconTrash size={18} />
        </RowActionButton>
      )}
    </>
  );
}
