import type { TPrisma } from '../lib/kernel/db-client';
import { dateColumn } from '../lib/kernel/calendar-date';
import { stockTransaction } from '../lib/rules/stock-ledger';
import { billContracts, readBillingContext } from '../modules/amc/amc-public';
import { recordBatches } from './record-batches';

export const CONTRACT_BILLING_JOB = 'contract_billing';

/**
 * Contracts billed in one transaction: a batch's bills, rows and mails are a handful of INSERTs, so the run's time
 * goes to work rather than to one commit per contract (100,000 contracts in well under 2 minutes; docs/PERFORMANCE.md).
 */
export const BILLING_BATCH_SIZE = 500;

/**
 * The billing run (docs/PRODUCT.md "Billing that runs itself"): every contract with a period started and not yet
 * billed (next_bill_date today or before, from its index) is billed, a batch of contracts per transaction; a run
 * after days down bills every missed period at once, and a run again finds nothing due. The unique (contract,
 * period start) of amc_bills is what makes each period billed once, also when two processes or two runs meet (the
 * contracts' row locks make the second wait and then find them billed). A batch that fails is billed again one
 * contract at a time, so one contract that cannot be billed leaves the others billed. Returns how many bills were
 * made; contracts that failed are named in the error the run then throws (the scheduler logs it, and the next run
 * tries them again).
 */
export async function runContractBilling(prisma: TPrisma, now: Date): Promise<number> {
  const context = await readBillingContext(prisma, now);
  const due = recordBatches(
    (afterId, take) =>
      prisma.amc.findMany({
        where: { id: { gt: afterId }, nextBillDate: { lte: dateColumn(context.today) } },
        select: { id: true },
        orderBy: { id: 'asc' },
        take,
      }),
    BILLING_BATCH_SIZE,
  );
  let made = 0;
  const failed: { id: number; error: unknown }[] = [];
  for await (const batch of due) {
    const ids = batch.map((row) => row.id);
    try {
      made += await stockTransaction(prisma, (tx) => billContracts(tx, ids, context));
      continue;
    } catch {
      // Nothing of the batch stayed: each contract on its own, to bill all but the one that fails.
    }
    for (const id of ids) {
      try {
        made += await stockTransaction(prisma, (tx) => billContracts(tx, [id], context));
      } catch (error) {
        failed.push({ id, error });
      }
    }
  }
  if (failed.length)
    throw new Error(
      `contract billing made ${made} bills; it failed for AMC ids ${failed.map((f) => f.id).join(', ')}`,
      {
        cause: failed[0]!.error,
      },
    );
  return made;
}
