import { pagePath, type TEquipment } from '@amc/contracts';
import { IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CONFIRM_TITLE, openConfirm } from '../../../components/confirm-action';
import { RowActionButton } from '../../../components/row-action-button';
import { useRight } from '../../../lib/use-right';
import { useDeleteEquipment } from '../api/use-delete-equipment';

/** View, edit and delete of one item; each write only for a caller with its right. */
export function EquipmentRowActions({
  equipment,
  canChange,
  onEdit,
}: {
  equipment: TEquipment;
  /** The caller has an equipment form at all (a supplier has none). */
  canChange: boolean;
  onEdit: (equipment: TEquipment) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canEdit = useRight('equipment_edit') && canChange;
  const canDelete = useRight('equipment_delete');
  const remove = useDeleteEquipment();
  return (
    <>
      <RowActionButton
        label={t('equipment.action.view')}
        onClick={() => navigate(pagePath('equipmentView', { id: equipment.id }))}
      >
        <IconEye size={18} />
      </RowActionButton>
      {canEdit && (
        <RowActionButton label={t('equipment.action.edit')} color="blue" onClick={() => onEdit(equipment)}>
          <IconPencil size={18} />
        </RowActionButton>
      )}
      {canDelete && (
        <RowActionButton
          label={t('equipment.action.delete')}
          color="red"
          onClick={() =>
            openConfirm({
              title: CONFIRM_TITLE,
              confirmLabel: 'Yes, Delete it',
              onConfirm: () => remove.mutate(equipment.id),
            })
          }
        >
          <IconTrash size={18} />
        </RowActionButton>
      )}
    </>
  );
}
