import type { TProduct } from '@amc/contracts';
import { useTranslation } from 'react-i18next';
import { useCreateProduct } from '../api/use-create-product';
import { useUpdateProduct } from '../api/use-update-product';
import { ProductForm, type TProductFormSubmit } from './product-form';
import { FormDrawer } from '../../../components/form-drawer';

/** Add (product null) or edit a product beside the list, which stays where it was. */
export function ProductFormDrawer({
  opened,
  product,
  onClose,
}: {
  opened: boolean;
  product: TProduct | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const submitting = create.isPending || update.isPending;

  const submit = ({ values, image, onError }: TProductFormSubmit) => {
    const handlers = { onSuccess: onClose, onError };
    if (product) update.mutate({ id: product.id, values, image }, handlers);
    else create.mutate({ values, image }, handlers);
  };

  return (
    <FormDrawer
      opened={opened}
      onClose={onClose}
      title={product ? t('product.edit.title') : t('product.add.title')}
      submitting={submitting}
    >
      {/* Keyed by the product, so opening another one starts from its own values. */}
      <ProductForm
        key={product?.id ?? 'new'}
        product={product}
        submitting={submitting}
        submitLabel={product ? t('product.edit.submit') : t('product.add.submit')}
        onSubmit={submit}
        onCancel={onClose}
      />
    </FormDrawer>
  );
}
