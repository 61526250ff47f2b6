import type { TWebhookOccurrence } from '../../lib/kernel/webhook-events';

/** A new bill as the webhooks' "bill.created" (one per bill: its id is the key). */
export const billCreated = (bill: {
  id: number;
  saleNo: string;
  customerId: number;
  date: string;
  dueDate?: string | null;
  priced: { columns: { total: string } };
}): TWebhookOccurrence => ({
  key: String(bill.id),
  data: {
    id: bill.id,
    sale_no: bill.saleNo,
    customer_id: bill.customerId,
    date: bill.date,
    due_date: bill.dueDate ?? null,
    total: bill.priced.columns.total,
  },
});
