import type { TPrisma } from '../lib/db-client';
import { dateColumn } from '../lib/calendar-date';
import { stockTransaction } from '../lib/stock-ledger';
import { billContract, readBillingContext } from '../modules/amc/amc-public';
import { recordBatches } from './record-batches';

export const CONTRACT_BILLING_JOB = 'contract_billing';

/**
 * The billing run (docs/PRODUCT.md "Billing that runs itself"): every contract with a period started and not yet
 * billed (next_bill_date today or before, from its index) is billed, each in a transaction of its own so a contract
 * that fails leaves the others billed; a run after days down bills every missed period at once, and a run again
 * finds nothing due. The unique (contract, period start) of amc_bills is what makes each period billed once, also
 * when two processes or two runs meet. Returns how many bills were made; contracts that failed are named in the
 * error the run then throws (the scheduler logs it, and the next run tries them again).
 */
export async function runContractBilling(prisma: TPrisma, now: Date): Promise<number> {
  const context = await readBillingContext(prisma, now);
  const due = recordBatches((afterId, take) =>
    prisma.amc.findMany({
      where: { id: { gt: afterId }, nextBillDate: { lte: dateColumn(context.today) } },
      select: { id: true },
      orderBy: { id: 'asc' },
      take,
    }),
  );
  let made = 0;
  const failed: { id: number; error: unknown }[] = [];
  for await (const batch of due) {
    for (const { id } of batch) {
      try {
        made += await stockTransaction(prisma, (tx) => billContract(tx, id, context));
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
