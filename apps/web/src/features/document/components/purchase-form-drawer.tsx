import type { TPurchase } from '@amc/contracts';
import { PURCHASE } from '../document-kinds';
import { DocumentFormDrawer } from './document-form-drawer';
import { PurchaseForm } from './purchase-form';

/** Add (purchase null) or edit a purchase. */
export function PurchaseFormDrawer({
  opened,
  purchase,
  onClose,
}: {
  opened: boolean;
  purchase: TPurchase | null;
  onClose: () => void;
}) {
  return (
    <DocumentFormDrawer
      kind={PURCHASE}
      opened={opened}
      record={purchase}
      onClose={onClose}
      renderForm={({ record, ...form }) => <PurchaseForm purchase={record} {...form} />}
    />
  );
}
