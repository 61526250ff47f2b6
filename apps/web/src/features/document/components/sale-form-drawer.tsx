import type { TSale } from '@amc/contracts';
import { SALE } from '../document-kinds';
import { DocumentFormDrawer } from './document-form-drawer';
import { SaleForm } from './sale-form';

/** Add ("sell product", sale null) or edit a sale. */
export function SaleFormDrawer({
  opened,
  sale,
  onClose,
}: {
  opened: boolean;
  sale: TSale | null;
  onClose: () => void;
}) {
  return (
    <DocumentFormDrawer
      kind={SALE}
      opened={opened}
      record={sale}
      onClose={onClose}
      renderForm={({ record, ...form }) => <SaleForm sale={record} {...form} />}
    />
  );
}
