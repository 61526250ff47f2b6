import type { TQuotation } from '@amc/contracts';
import { QUOTATION } from '../document-kinds';
import { DocumentFormDrawer } from './document-form-drawer';
import { QuotationForm } from './quotation-form';

/** Add (quotation null) or edit a quotation. */
export function QuotationFormDrawer({
  opened,
  quotation,
  onClose,
}: {
  opened: boolean;
  quotation: TQuotation | null;
  onClose: () => void;
}) {
  return (
    <DocumentFormDrawer
      kind={QUOTATION}
      opened={opened}
      record={quotation}
      onClose={onClose}
      renderForm={({ record, ...form }) => <QuotationForm quotation={record} {...form} />}
    />
  );
}
