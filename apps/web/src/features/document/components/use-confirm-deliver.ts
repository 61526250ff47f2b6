import type { TPurchase } from '@amc/contracts';
import { CONFIRM_TITLE, openConfirm } from '../../../components/confirm-action';
import { useRight } from '../../../lib/use-right';
import { useDeliverPurchase } from '../api/use-deliver-purchase';

/** Said before delivering: the step moves stock, so it is confirmed like a delete. */
export const DELIVER_CONFIRM_MESSAGE = 'The products of this purchase will be added to the stock.';

/**
 * "Mark delivered" for an ordered purchase the caller may edit (the server guards /purchase/deliver with
 * purchase_edit); null when it does not apply.
 */
export function useConfirmDeliver(purchase: TPurchase): { confirm: () => void; pending: boolean } | null {
  const canEdit = useRight('purchase_edit');
  const deliver = useDeliverPurchase();
  if (!canEdit || purchase.status !== 'ordered') return null;
  return {
    pending: deliver.isPending,
    confirm: () =>
      openConfirm({
        title: CONFIRM_TITLE,
        message: DELIVER_CONFIRM_MESSAGE,
        confirmLabel: 'Yes, Mark delivered',
        onConfirm: () => deliver.mutate({ id: purchase.id }),
      }),
  };
}
