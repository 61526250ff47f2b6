import type { TCreatePurchaseInput, TPurchase } from '@amc/contracts';
import { randomId } from '@mantine/hooks';
import { businessToday } from '../../../lib/business-today';

/** One line as its inputs hold it; `key` keeps each row's inputs with their row when another is removed. */
export type TPurchaseLineRow = { key: string; product_id: string; quantity: string; rate: string };

/** The form holds what its inputs hold: ids as the selects' strings, numbers as typed. */
export type TPurchaseFormValues = {
  supplier_id: string;
  date: string;
  contact_person: string;
  billing_address: string;
  status: TPurchase['status'];
  note: string;
  items: TPurchaseLineRow[];
};

export const emptyLine = (): TPurchaseLineRow => ({
  key: randomId(),
  product_id: '',
  quantity: '1',
  rate: '',
});

export function toPurchaseFormValues(purchase: TPurchase | null): TPurchaseFormValues {
  return {
    supplier_id: purchase ? String(purchase.supplier.id) : '',
    // A new purchase is usually ordered today; the date stays editable.
    date: purchase?.date ?? businessToday(),
    contact_person: purchase?.contact_person ?? '',
    billing_address: purchase?.billing_address ?? '',
    // SPEC section 4: a purchase starts Ordered and becomes Delivered.
    status: purchase?.status ?? 'ordered',
    note: purchase?.note ?? '',
    items: purchase
      ? purchase.items.map((item) => ({
          key: randomId(),
          product_id: String(item.product.id),
          quantity: String(item.quantity),
          rate: item.rate,
        }))
      : [emptyLine()],
  };
}

/** The JSON body of /purchase/store and /purchase/update: every field, without the rows' keys. */
export function toPurchaseBody(values: TPurchaseFormValues): TCreatePurchaseInput {
  return {
    supplier_id: values.supplier_id,
    date: values.date,
    contact_person: values.contact_person,
    billing_address: values.billing_address,
    status: values.status,
    note: values.note,
    items: values.items.map(({ product_id, quantity, rate }) => ({ product_id, quantity, rate })),
  };
}
