import { pagePath, type TSale } from '@amc/contracts';
import { IconEye, IconFileInvoice, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CONFIRM_TITLE, openConfirm } from '../../../components/confirm-action';
import { RowActionButton } from '../../../components/row-action-button';
import { useRight } from '../../../lib/use-right';
import { useDeleteSale } from '../api/use-delete-sale';
import { viewSaleInvoice } from './use-sale-actions';

/**
 * View, edit, invoice and delete of one sale, each write only with its right (sell_edit, sell_delete). A contract's
 * bill is made from its contract and never edited (the server refuses it); its payments and delete stay.
 */
export function SaleRowActions({ sale, onEdit }: { sale: TSale; onEdit: (sale: TSale) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canEdit = useRight('sell_edit');
  const canDelete = useRight('sell_delete');
  const remove = useDeleteSale();

  return (
    <>
      <RowActionButton
        label={t('sale.action.view')}
        onClick={() => navigate(pagePath('saleView', { id: sale.id }))}
      >
        <IconEye size={18} />
      </RowActionButton>
      {canEdit && !sale.contract && (
        <RowActionButton label={t('sale.action.edit')} color="blue" onClick={() => onEdit(sale)}>
          <IconPencil size={18} />
        </RowActionButton>
      )}
      <RowActionButton label={t('sale.action.invoice')} color="grape" onClick={() => viewSaleInvoice(sale)}>
        <IconFileInvoice size={18} />
      </RowActionButton>
      {canDelete && (
        <RowActionButton
          label={t('sale.action.delete')}
          color="red"
          onClick={() =>
            openConfirm({
              title: CONFIRM_TITLE,
              confirmLabel: 'Yes, Delete it',
              onConfirm: () => remove.mutate(sale.id),
            })
          }
        >
          <IconTrash size={18} />
        </RowActionButton>
      )}
    </>
  );
}
