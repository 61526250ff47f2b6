import type { TCreateAmcBody } from '@amc/contracts';

/**
 * The multipart body of /amc/store and /amc/update. Every field travels, empty optional ones as "": the update
 * clears what the form cleared. Products and equipment go as one comma-separated field each, which the contract
 * splits; an empty equipment field covers no item (an edit that unpicked them all). The attachment goes only when
 * a new file was chosen, so the stored one stays otherwise. The price travels as the contract's 2-decimal string.
 * The billing plan travels only from a form that showed it (the office's), a tax left empty as "" (none).
 */
export function toAmcFormData(values: TCreateAmcBody, attachment: File | null, id?: number): FormData {
  const body = new FormData();
  if (id !== undefined) body.append('id', String(id));
  body.append('customer_id', String(values.customer_id));
  body.append('product_ids', values.product_ids.join(','));
  body.append('equipment_ids', (values.equipment_ids ?? []).join(','));
  body.append('start_date', values.start_date);
  body.append('status', values.status);
  body.append('assigned_to_id', String(values.assigned_to_id));
  body.append('detail', values.detail);
  body.append('interval_months', String(values.interval_months));
  body.append('service_count', String(values.service_count));
  body.append('description', values.description ?? '');
  body.append('note', values.note ?? '');
  // Left out, the server keeps the stored price (an add: 0), so a form that never had it changes nothing.
  if (values.price !== undefined) body.append('price', values.price);
  if (values.billing_cycle !== undefined) {
    body.append('billing_cycle', values.billing_cycle);
    body.append('billing_tax_id', values.billing_tax_id === null ? '' : String(values.billing_tax_id));
  }
  if (values.payment_days !== undefined) body.append('payment_days', String(values.payment_days));
  if (attachment) body.append('attachment', attachment);
  return body;
}
