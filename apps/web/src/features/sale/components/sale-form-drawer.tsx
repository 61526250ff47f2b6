import type { TSale } from '@amc/contracts';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/form-drawer';
import { useCreateSale } from '../api/use-create-sale';
import { useUpdateSale } from '../api/use-update-sale';
import { SaleForm, type TSaleFormSubmit } from './sale-form';

/**
 * Add ("sell product", sale null) or edit a sale in a wide drawer (SPEC's edit drawers are 900 wide). A sale
 * refused for lack of stock keeps the drawer open with the server's sentence in the toast.
 */
export function SaleFormDrawer({
  opened,
  sale,
  onClose,
}: {
  opened: boolean;
  sale: TSale | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateSale();
  const update = useUpdateSale();
  const submitting = create.isPending || update.isPending;

  const submit = ({ body, onError }: TSaleFormSubmit) => {
    const handlers = { onSuccess: onClose, onError };
    if (sale) update.mutate({ ...body, id: sale.id }, handlers);
    else create.mutate(body, handlers);
  };

  return (
    <FormDrawer
      opened={opened}
      onClose={onClose}
      size={900}
      submitting={submitting}
      title={sale ? t('sale.edit.title', { number: sale.sale_no }) : t('sale.add.title')}
    >
      {/* Keyed by the sale, so opening another one starts from its own values. */}
      <SaleForm
        key={sale?.id ?? 'new'}
        sale={sale}
        submitting={submitting}
        submitLabel={sale ? t('sale.edit.submit') : t('sale.add.submit')}
        onSubmit={submit}
        onCancel={onClose}
      />
    </FormDrawer>
  );
}
