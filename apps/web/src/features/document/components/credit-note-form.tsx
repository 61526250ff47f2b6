import { MSG, type TCreateCreditNoteInput, type TSale } from '@amc/contracts';
import { useTranslation } from 'react-i18next';
import type { TDocumentFormActions } from './document-form-fields';
import { ReturnLinesForm } from './return-lines-form';

/**
 * A credit note of a bill: its date and reason, then each line with how many to take back (up to what is left of it)
 * and whether the goods come back into stock (a line without a product never does). "Whole bill" takes back all
 * that is left, the goods into stock.
 */
export function CreditNoteForm({
  sale,
  ...actions
}: { sale: TSale } & TDocumentFormActions<TCreateCreditNoteInput>) {
  const { t } = useTranslation();
  return (
    <ReturnLinesForm
      lines={sale.items.map((item) => ({
        id: item.id,
        name: item.product?.name ?? item.description ?? '',
        quantity: item.quantity,
        back: item.credited_quantity,
        restockable: item.product !== null,
      }))}
      texts={{
        everything: t('creditNote.form.wholeBill'),
        held: t('creditNote.form.billed'),
        backBefore: t('creditNote.form.creditedBefore'),
        quantity: t('creditNote.form.quantity'),
        quantityOf: (name) => t('creditNote.form.quantityOf', { name }),
        restock: t('creditNote.form.restock'),
        restockOf: (name) => t('creditNote.form.restockOf', { name }),
      }}
      nothingChosen={MSG.creditLinesRequired}
      toBody={({ items, ...values }) => ({
        sale_id: sale.id,
        ...values,
        items: items.map(({ id, quantity, restock }) => ({ sale_item_id: id, quantity, restock })),
      })}
      {...actions}
    />
  );
}
