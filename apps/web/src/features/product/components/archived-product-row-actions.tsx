import type { TProduct } from '@amc/contracts';
import { IconArrowBackUp, IconEye, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CONFIRM_TITLE, openConfirm } from '../../../components/confirm-action';
import { useRight } from '../../../lib/use-right';
import { useDeleteProduct } from '../api/use-delete-product';
import { useRestoreProduct } from '../api/use-restore-product';
import { RowActionButton } from '../../../components/row-action-button';

/** View, restore and delete of one archived product. */
export function ArchivedProductRowActions({
  product,
  onView,
}: {
  product: TProduct;
  onView: (product: TProduct) => void;
}) {
  const { t } = useTranslation();
  const canRestore = useRight('product_archive');
  const canDelete = useRight('product_delete');
  const restore = useRestoreProduct();
  const remove = useDeleteProduct();

  return (
    <>
      <RowActionButton label={t('product.action.view')} onClick={() => onView(product)}>
        <IconEye size={18} />
      </RowActionButton>
      {canRestore && (
        <RowActionButton
          label={t('product.action.restore')}
          color="teal"
          onClick={() => restore.mutate(product.id)}
        >
          <IconArrowBackUp size={18} className="mirror-rtl" />
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
