import { Prisma } from '../../generated/prisma/client';
import type { TDb } from '../../lib/kernel/db-client';
import { recordActivities } from '../../lib/kernel/activitylog';
import { insertRows } from '../../lib/kernel/bulk-insert';
import { enqueueWebhookEvents } from '../../lib/kernel/webhook-events';
import { billCreated } from './sale-events';
import { nextDocumentNumbers } from '../../lib/rules/counters';
import { addBooks } from './document-write';
import { customersAcrossStates } from '../../lib/rules/place-of-supply';
import type { TTermLineRow } from '../../lib/rules/document-lines';
import { paymentStatusOf, type TDescribedSale, type TSaleDraft } from './sale-service';

/** A new bill whose lines name no product (a contract's period), and its log line's words. */
export type TTermBillDraft = TSaleDraft & {
  priced: { rows: TTermLineRow[] };
  customer: { firstName: string; lastName: string };
  activity: (saved: TDescribedSale) => string;
};

/**
 * New bills without catalogue lines in bulk, for the billing run, inside the caller's transaction: what writeSale
 * does for one new sale, in a few statements for any number (a run bills 100,000 contracts). Their numbers are
 * one block of the series (nextDocumentNumbers, under the counter's lock), the sales and their lines one INSERT
 * each, the day totals added from the new rows in one statement, and a log line each in one more. No stock moves
 * (no line names a product). The actor is the scheduler (no user). Returns each bill's id and number, in order.
 */
export async function writeTermBills(
  tx: TDb,
  drafts: readonly TTermBillDraft[],
): Promise<{ id: number; saleNo: string }[]> {
  if (!drafts.length) return [];
  const acrossStates = await customersAcrossStates(
    tx,
    drafts.map((draft) => draft.customerId),
  );
  const numbers = await nextDocumentNumbers(tx, 'sale', drafts.length);
  const stamp = new Date();
  await insertRows(
    tx,
    'sales',
    drafts.map((draft, i) => ({
      sale_no: numbers[i]!,
      customer_id: draft.customerId,
      date: draft.date,
      due_date: draft.dueDate ?? null,
      billing_address: draft.billingAddress,
      discount_percent: draft.discountPercent,
      inter_state: acrossStates.has(draft.customerId),
      gross_total: draft.priced.columns.grossTotal,
      discount_total: draft.priced.columns.discountTotal,
      tax_total: draft.priced.columns.taxTotal,
      total: draft.priced.columns.total,
      payment_status: paymentStatusOf(new Prisma.Decimal(draft.priced.columns.total), new Prisma.Decimal(0)),
      note: draft.note,
      created_by_id: null,
      created_at: stamp,
      updated_at: stamp,
    })),
  );
  const written = await tx.sale.findMany({
    where: { saleNo: { in: numbers } },
    select: { id: true, saleNo: true },
  });
  const idOf = new Map(written.map((row) => [row.saleNo, row.id]));
  const bills = numbers.map((saleNo) => ({ id: idOf.get(saleNo)!, saleNo }));
  await insertRows(
    tx,
    'sale_items',
    drafts.flatMap((draft, i) =>
      draft.priced.rows.map((row) => ({
        sale_id: bills[i]!.id,
        product_id: null,
        description: row.description,
        quantity: row.quantity,
        price: row.price,
        tax_id: row.taxId,
        tax_percent: row.taxPercent,
        discount_percent: row.discountPercent,
        amount: row.amount,
      })),
    ),
  );
  await addBooks(
    tx,
    'sales',
    bills.map((bill) => bill.id),
  );
  await recordActivities(
    tx,
    null,
    drafts.map((draft, i) => ({
      slug: 'sell',
      recordId: bills[i]!.id,
      action: 'create',
      description: draft.activity({
        saleNo: bills[i]!.saleNo,
        customer: draft.customer,
        total: new Prisma.Decimal(draft.priced.columns.total),
      }),
    })),
  );
  await enqueueWebhookEvents(
    tx,
    'bill.created',
    drafts.map((draft, i) => billCreated({ ...draft, id: bills[i]!.id, saleNo: bills[i]!.saleNo })),
  );
  return bills;
}
