import type { TCreateQuotationInput, TQuotation, TQuotationStatus } from '@amc/contracts';
import {
  emptyPricedLine,
  toDocumentLinesBody,
  toPricedLineRows,
  type TPricedLineRow,
} from '../../../components/document-lines/document-line-rows';
import { businessToday } from '../../../lib/business-today';

/** The form holds what its inputs hold: ids as the selects' strings, numbers as typed. */
export type TQuotationFormValues = {
  customer_id: string;
  date: string;
  status: TQuotationStatus;
  note: string;
  items: TPricedLineRow[];
};

export function toQuotationFormValues(quotation: TQuotation | null): TQuotationFormValues {
  return {
    customer_id: quotation ? String(quotation.customer.id) : '',
    // A new quotation is usually written today; the date stays editable.
    date: quotation?.date ?? businessToday(),
    status: quotation?.status ?? 'open',
    note: quotation?.note ?? '',
    items: quotation ? toPricedLineRows(quotation.items) : [emptyPricedLine()],
  };
}

/** The JSON body of /quotation/store and /quotation/update. */
export function toQuotationBody(values: TQuotationFormValues): TCreateQuotationInput {
  return {
    customer_id: values.customer_id,
    date: values.date,
    status: values.status,
    note: values.note,
    items: toDocumentLinesBody(values.items),
  };
}
