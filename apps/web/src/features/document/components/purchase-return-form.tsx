import { MSG, type TCreatePurchaseReturnInput, type TPurchase } from '@amc/contracts';
import { useTranslation } from 'react-i18next';
import type { TDocumentFormActions } from './document-form-fields';
import { ReturnLinesForm } from './return-lines-form';

/**
 * A return of a delivered purchase: its date and reason, then each line with how many go back to the supplier (up
 * to what is left of it); they leave the stock. "Whole purchase" sends back all that is left.
 */
export function PurchaseReturnForm({
  purchase,
  ...actions
}: { purchase: TPurchase } & TDocumentFormActions<TCreatePurchaseReturnInput>) {
  const { t } = useTranslation();
  return (
    <ReturnLinesForm
      lines={purchase.items.map((item) => ({
        id: item.id,
        name: item.product.name,
        quantity: item.quantity,
        back: item.returned_quantity,
      }))}
      texts={{
        everything: t('purchaseReturn.form.wholePurchase'),
        held: t('purchaseReturn.form.delivered'),
        backBefore: t('purchaseReturn.form.returnedBefore'),
        quantity: t('purchaseReturn.form.quantity'),
        quantityOf: (name) => t('purchaseReturn.form.quantityOf', { name }),
      }}
      nothingChosen={MSG.returnLinesRequired}
      toBody={({ items, ...values }) => ({
        purchase_id: purchase.id,
        ...values,
        items: items.map(({ id, quantity }) => ({ purchase_item_id: id, quantity })),
      })}
      {...actions}
    />
  );
}
