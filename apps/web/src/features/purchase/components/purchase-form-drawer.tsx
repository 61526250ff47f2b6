import type { TPurchase } from '@amc/contracts';
import { Drawer } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCreatePurchase } from '../api/use-create-purchase';
import { useUpdatePurchase } from '../api/use-update-purchase';
import { PurchaseForm, type TPurchaseFormSubmit } from './purchase-form';

/** Add (purchase null) or edit a purchase in a wide drawer (SPEC's edit drawers are 900 wide): lines need room. */
export function PurchaseFormDrawer({
  opened,
  purchase,
  onClose,
}: {
  opened: boolean;
  purchase: TPurchase | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreatePurchase();
  const update = useUpdatePurchase();
  const submitting = create.isPending || update.isPending;

  const submit = ({ body, onError }: TPurchaseFormSubmit) => {
    const handlers = { onSuccess: onClose, onError };
    if (purchase) update.mutate({ ...body, id: purchase.id }, handlers);
    else create.mutate(body, handlers);
  };

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      // Mantine mirrors "right" in right-to-left pages: the drawer always opens on the reading end.
      position="right"
      size={900}
      title={purchase ? t('purchase.edit.title', { number: purchase.purchase_no }) : t('purchase.add.title')}
      closeButtonProps={{ 'aria-label': t('action.close') }}
      closeOnClickOutside={!submitting}
    >
      {/* Keyed by the purchase, so opening another one starts from its own values. */}
      <PurchaseForm
        key={purchase?.id ?? 'new'}
        purchase={purchase}
        submitting={submitting}
        submitLabel={purchase ? t('purchase.edit.submit') : t('purchase.add.submit')}
        onSubmit={submit}
        onCancel={onClose}
      />
    </Drawer>
  );
}
