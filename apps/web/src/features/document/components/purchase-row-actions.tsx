import type { TPurchase } from '@amc/contracts';
import { IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RowActionButton } from '../../../components/row-action-button';
import { PURCHASE } from '../document-kinds';
import { DocumentRowActions } from './document-row-actions';
import { useConfirmDeliver } from './use-confirm-deliver';

/** A purchase's row actions (its order's PDF is on its page), and its delivery while it is ordered. */
export function PurchaseRowActions({
  purchase,
  onEdit,
}: {
  purchase: TPurchase;
  onEdit: (purchase: TPurchase) => void;
}) {
  const { t } = useTranslation();
  const deliver = useConfirmDeliver(purchase);
  return (
    <DocumentRowActions kind={PURCHASE} row={purchase} pdf={false} onEdit={onEdit}>
      {deliver && (
        <RowActionButton label={t('purchase.action.deliver')} color="green" onClick={deliver.confirm}>
          <IconTruckDelivery size={18} />
        </RowActionButton>
      )}
    </DocumentRowActions>
  );
}
