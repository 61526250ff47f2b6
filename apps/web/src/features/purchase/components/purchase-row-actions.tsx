import { pagePath, type TPurchase } from '@amc/contracts';
import { IconEye, IconPencil, IconTrash, IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CONFIRM_TITLE, openConfirm } from '../../../components/confirm-action';
import { RowActionButton } from '../../../components/row-action-button';
import { useRight } from '../../../lib/use-right';
import { useDeletePurchase } from '../api/use-delete-purchase';
import { useConfirmDeliver } from './use-confirm-deliver';

/** View, edit, deliver and delete of one purchase, each write only with its right (purchase_edit, _delete). */
export function PurchaseRowActions({
  purchase,
  onEdit,
}: {
  purchase: TPurchase;
  onEdit: (purchase: TPurchase) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canEdit = useRight('purchase_edit');
  const canDelete = useRight('purchase_delete');
  const remove = useDeletePurchase();
  const deliver = useConfirmDeliver(purchase);

  return (
    <>
      <RowActionButton
        label={t('purchase.action.view')}
        onClick={() => navigate(pagePath('purchaseView', { id: purchase.id }))}
      >
        <IconEye size={18} />
      </RowActionButton>
      {canEdit && (
        <RowActionButton label={t('purchase.action.edit')} color="blue" onClick={() => onEdit(purchase)}>
          <IconPencil size={18} />
        </RowActionButton>
      )}
      {deliver && (
        <RowActionButton label={t('purchase.action.deliver')} color="green" onClick={deliver.confirm}>
          <IconTruckDelivery size={18} />
        </RowActionButton>
      )}
      {canDelete && (
        <RowActionButton
          label={t('purchase.action.delete')}
          color="red"
          onClick={() =>
            openConfirm({
              title: CONFIRM_TITLE,
              confirmLabel: 'Yes, Delete it',
              onConfirm: () => remove.mutate(purchase.id),
            })
          }
        >
          <IconTrash size={18} />
        </RowActionButton>
      )}
    </>
  );
}
