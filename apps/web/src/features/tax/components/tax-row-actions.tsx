import type { TTax } from '@amc/contracts';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CONFIRM_TITLE, openConfirm } from '../../../components/confirm-action';
import { RowActionButton } from '../../../components/row-action-button';
import { useRight } from '../../../lib/use-right';
import { useDeleteTax } from '../api/use-delete-tax';

/** Edit and delete of one tax, each only for a caller with its right. */
export function TaxRowActions({ tax, onEdit }: { tax: TTax; onEdit: (tax: TTax) => void }) {
  const { t } = useTranslation();
  const canEdit = useRight('tax_edit');
  const canDelete = useRight('tax_delete');
  const remove = useDeleteTax();
  return (
    <>
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
