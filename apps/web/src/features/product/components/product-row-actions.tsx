import type { TProduct } from '@amc/contracts';
import { IconArchive, IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CONFIRM_TITLE, openConfirm } from '../../../components/confirm-action';
import { useRight } from '../../../lib/use-right';
import { useArchiveProduct } from '../api/use-archive-product';
import { useDeleteProduct } from '../api/use-delete-product';
import { RowActionButton } from '../../../components/row-action-button';

/** View, edit, archive and delete of one active product; each write only for a caller with its right. */
export function ProductRowActions({
  product,
  onView,
  onEdit,
}: {
  product: TProduct;
  onView: (product: TProduct) => void;
  onEdit: (product: TProduct) => void;
}) {
  const { t } = useTranslation();
  const canEdit = useRight('product_edit');
  const canArchive = useRight('product_archive');
  const canDelete = useRight('product_delete');
  const archive = useArchiveProduct();
  const remove = useDeleteProduct();

  return (
    <>
      <RowActionButton label={t('product.action.view')} onClick={() => onView(product)}>
        <IconEye size={18} />
      </RowActionButton>
      {canEdit && (
        <RowActionButton label={t('product.action.edit')} color="blue" onClick={() => onEdit(product)}>
          <IconPencil size={18} />
        </RowActionButton>
      )}
      {canArchive && (
        <RowActionButton
          label={t('product.action.archive')}
          color="orange"
          onClick={() =>
            openConfirm({
              title: CONFIRM_TITLE,
              confirmLabel: 'Yes, Archive it',
              onConfirm: () => archive.mutate(product.id),
            })
          }
        >
          <IconArchive size={18} />
        </RowActionButton>
      )}
      {canDelete && (
        <RowActionButton
          label={t('product.action.delete')}
          color="red"
          onClick={() =>
            openConfirm({
              title: CONFIRM_TITLE,
              confirmLabel: 'Yes, Delete it',
              onConfirm: () => remove.mutate(product.id),
            })
          }
        >
          <IconTrash size={18} />
        </RowActionButton>
      )}
    </>
  );
}
