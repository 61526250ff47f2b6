import type { TCreateSaleInput, TSale } from '@amc/contracts';
import {
  emptyPricedLine,
  toDocumentLinesBody,
  toPricedLineRows,
  type TPricedLineRow,
} from '../../../components/document-lines/document-line-rows';
import { businessToday } from '../../../lib/business-today';

/** The form holds what its inputs hold: ids as the selects' strings, numbers as typed. */
export type TSaleFormValues = {
  customer_id: string;
  date: string;
  billing_address: string;
  discount: string;
  note: string;
  items: TPricedLineRow[];
};

export function toSaleFormValues(sale: TSale | null): TSaleFormValues {
  return {
    customer_id: sale ? String(sale.customer.id) : '',
    // A new bill is usually made out today; the date stays editable.
    date: sale?.date ?? businessToday(),
    billing_address: sale?.billing_address ?? '',
    discount: sale && Number(sale.discount_percent) !== 0 ? String(Number(sale.discount_percent)) : '',
    note: sale?.note ?? '',
    items: sale ? toPricedLineRows(sale.items) : [emptyPricedLine()],
  };
}

/** The JSON body of /sale/store and /sale/update. */
export function toSaleBody(values: TSaleFormValues): TCreateSaleInput {
  return {
    customer_id: values.customer_id,
    date: values.date,
    billing_address: values.billing_address,
    discount: values.discount,
    note: values.note,
    items: toDocumentLinesBody(values.items),
  };
}
