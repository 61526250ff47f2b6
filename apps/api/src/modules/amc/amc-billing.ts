import {
  addDays,
  contractTerm,
  todayIn,
  type TBillingPeriod,
  type TBillingPeriodState,
  type TPaymentStatus,
} from '@amc/contracts';
import { Prisma, type BillingCycle } from '../../generated/prisma/client';
import type { TDb } from '../../lib/kernel/db-client';
import { calendarDate, dateColumn, formatCalendarDate } from '../../lib/kernel/calendar-date';
import { insertRows } from '../../lib/kernel/bulk-insert';
import { priceTermLine } from '../../lib/rules/document-lines';
import { documentAttachment, enqueueMails, loadTemplateMails } from '../../lib/documents/outbox';
import { formatPdfMoney } from '../../lib/documents/pdf-document';
import { fullName } from '../../lib/kernel/person';
import { describeSale, writeTermBills } from '../document/document-public';
import { billingPeriods, type TPlannedPeriod } from './amc-billing-periods';

/** What the billing of a contract reads of it. */
type TBilledAmc = {
  billingCycle: BillingCycle;
  startDate: Date;
  intervalMonths: number;
  serviceCount: number;
  cancelledOn: Date | null;
  price: Prisma.Decimal;
};

/** The periods of the contract's term: its months from the start date (its last visit closes them). */
export function planOf(amc: TBilledAmc) {
  const term = contractTerm(calendarDate(amc.startDate), amc.intervalMonths, amc.serviceCount);
  return billingPeriods({
    cycle: amc.billingCycle,
    ...term,
    cancelledOn: amc.cancelledOn ? calendarDate(amc.cancelledOn) : null,
    price: amc.price.toFixed(2),
  });
}

/** The first period start not billed yet (null when every period is): where the billing run looks next. */
const nextUnbilled = (periods: TPlannedPeriod[], billed: ReadonlySet<string>) =>
  periods.find((period) => !billed.has(period.start))?.start ?? null;

/**
 * The term's billing periods as the contract's view lists them: each planned period with its bill once billed. A
 * period billed under an earlier plan (the plan cannot change once billed, but its term's dates can) is listed
 * from its bill.
 */
export async function readBillingPeriods(
  db: TDb,
  amc: TBilledAmc & { id: number },
  today: string,
): Promise<TBillingPeriod[]> {
  const bills = await db.amcBill.findMany({
    where: { amcId: amc.id },
    orderBy: { periodStart: 'asc' },
    select: {
      periodStart: true,
      periodEnd: true,
      sale: {
        select: {
          id: true,
          saleNo: true,
          total: true,
          grossTotal: true,
          dueDate: true,
          paymentStatus: true,
        },
      },
    },
  });
  const byStart = new Map(bills.map((bill) => [calendarDate(bill.periodStart), bill]));
  const planned = planOf(amc);
  const rows: TBillingPeriod[] = planned.map((period) => {
    const bill = byStart.get(period.start);
    byStart.delete(period.start);
    return bill
      ? billedPeriod(bill, today)
      : {
          period_start: period.start,
          period_end: period.end,
          amount: period.amount,
          state: 'upcoming',
          sale: null,
        };
  });
  for (const bill of byStart.values()) rows.push(billedPeriod(bill, today));
  return rows.sort((a, b) => a.period_start.localeCompare(b.period_start));
}

function billedPeriod(
  bill: {
    periodStart: Date;
    periodEnd: Date;
    sale: {
      id: number;
      saleNo: string;
      total: Prisma.Decimal;
      grossTotal: Prisma.Decimal;
      dueDate: Date | null;
      paymentStatus: TPaymentStatus;
    } | null;
  },
  today: string,
): TBillingPeriod {
  const sale = bill.sale;
  const dueDate = sale?.dueDate ? calendarDate(sale.dueDate) : null;
  const state: TBillingPeriodState = !sale
    ? 'removed'
    : sale.paymentStatus === 'paid' || sale.paymentStatus === 'credited'
      ? sale.paymentStatus
      : dueDate !== null && dueDate < today
        ? 'overdue'
        : 'billed';
  return {
    period_start: calendarDate(bill.periodStart),
    period_end: calendarDate(bill.periodEnd),
    amount: sale?.grossTotal.toFixed(2) ?? '0.00',
    state,
    sale: sale && {
      id: sale.id,
      sale_no: sale.saleNo,
      total: sale.total.toFixed(2),
      due_date: dueDate,
      payment_status: sale.paymentStatus,
    },
  };
}

/** The business's day at `now` and the settings a bill's mail is written with, read once per run. */
export type TBillingContext = { today: string; dateFormat: string; currencyCode: string };

export async function readBillingContext(db: TDb, now: Date): Promise<TBillingContext> {
  const settings = await db.setting.findUnique({
    where: { id: 1 },
    select: { timeZone: true, dateFormat: true, currencyCode: true },
  });
  return {
    today: todayIn(settings?.timeZone || 'UTC', now),
    dateFormat: settings?.dateFormat ?? '',
    currencyCode: settings?.currencyCode ?? '',
  };
}

/** What billing reads of a contract: its plan, its term, its customer, and the periods it billed. */
const BILLED_AMC_SELECT = {
  id: true,
  amcNo: true,
  customerId: true,
  billingCycle: true,
  startDate: true,
  intervalMonths: true,
  serviceCount: true,
  cancelledOn: true,
  price: true,
  paymentDays: true,
  billingTax: { select: { id: true, percentage: true } },
  customer: {
    select: { firstName: true, lastName: true, email: true, address: true, language: true, isActive: true },
  },
  bills: { select: { periodStart: true } },
} as const satisfies Prisma.AmcSelect;
type TAmcToBill = Prisma.AmcGetPayload<{ select: typeof BILLED_AMC_SELECT }>;

/**
 * Bills every period of the contracts that has started (its start is today or before) and is not billed yet, in
 * the caller's transaction, under the contracts' row locks (taken in id order, so two runs queue): each a sale
 * dated on its period's start, due the payment terms' days after today (the day it is made and sent), with one
 * line for the period at its amount and the plan's tax, and a row in amc_bills whose unique (contract, period
 * start) refuses a second bill of the period whatever runs this (a second process, a run twice: that transaction
 * fails and nothing of it stays). Each bill's mail to its customer is queued in the same transaction, its invoice
 * made when it is sent. Then moves each contract's next_bill_date on. Returns how many bills it made.
 *
 * One call serves one contract (a contract's save) or a batch of the billing run, in the same few statements
 * whatever the count: the bills are written in bulk (writeTermBills), the amc_bills rows and the mails in one
 * INSERT each, next_bill_date in one UPDATE per distinct date. `through` later than today bills ahead the periods
 * that start by then (an accepted renewal offer's first period), each dated today.
 */
export async function billContracts(
  tx: TDb,
  amcIds: readonly number[],
  context: TBillingContext,
  through: string = context.today,
): Promise<number> {
  if (!amcIds.length) return 0;
  const ids = [...new Set(amcIds)].sort((a, b) => a - b);
  await tx.$queryRaw`SELECT id FROM amcs WHERE id IN (${Prisma.join(ids)}) ORDER BY id FOR UPDATE`;
  const amcs = await tx.amc.findMany({ where: { id: { in: ids } }, select: BILLED_AMC_SELECT });
  const due: { amc: TAmcToBill; period: TPlannedPeriod }[] = [];
  const nextDates = new Map<string | null, number[]>();
  for (const amc of amcs) {
    const periods = planOf(amc);
    const billed = new Set(amc.bills.map((bill) => calendarDate(bill.periodStart)));
    for (const period of periods)
      if (period.start <= through && !billed.has(period.start)) {
        due.push({ amc, period });
        billed.add(period.start);
      }
    const next = nextUnbilled(periods, billed);
    nextDates.set(next, [...(nextDates.get(next) ?? []), amc.id]);
  }
  if (due.length) await writeBills(tx, due, context);
  for (const [next, withNext] of nextDates)
    await tx.amc.updateMany({
      where: { id: { in: withNext } },
      data: { nextBillDate: next ? dateColumn(next) : null },
    });
  return due.length;
}

/** One contract's billing (a contract's save, an accepted offer): billContracts of that contract alone. */
export const billContract = (tx: TDb, amcId: number, context: TBillingContext, through?: string) =>
  billContracts(tx, [amcId], context, through);

/** The bills of the periods due, their amc_bills rows and their customers' mails, a few statements in all. */
async function writeBills(
  tx: TDb,
  due: readonly { amc: TAmcToBill; period: TPlannedPeriod }[],
  context: TBillingContext,
) {
  const drafts = due.map(({ amc, period }) => ({
    customerId: amc.customerId,
    date: period.start <= context.today ? period.start : context.today,
    dueDate: addDays(context.today, amc.paymentDays),
    billingAddress: amc.customer.address ?? '',
    discountPercent: '0.00',
    note: null,
    customer: amc.customer,
    priced: priceTermLine(`${amc.amcNo} ${period.start} – ${period.end}`, period.amount, amc.billingTax),
    activity: (saved: Parameters<typeof describeSale>[0]) =>
      `Billed the AMC ${amc.amcNo} for ${period.start} to ${period.end}: ${describeSale(saved)}`,
  }));
  const bills = await writeTermBills(tx, drafts);
  const billedAt = new Date();
  await insertRows(
    tx,
    'amc_bills',
    due.map(({ amc, period }, i) => ({
      amc_id: amc.id,
      period_start: period.start,
      period_end: period.end,
      sale_id: bills[i]!.id,
      created_at: billedAt,
    })),
  );
  const templates = await loadTemplateMails(tx, ['contract_bill']);
  const day = (date: string) => formatCalendarDate(date, context.dateFormat || undefined);
  const mails = due.flatMap(({ amc, period }, i) => {
    const sale = bills[i]!;
    if (!amc.customer.isActive || !amc.customer.email) return [];
    const mail = templates.render(
      'contract_bill',
      { email: amc.customer.email, language: amc.customer.language },
      {
        customer_name: fullName(amc.customer),
        sale_number: sale.saleNo,
        sale_date: day(drafts[i]!.date),
        amc_number: amc.amcNo,
        period_start: day(period.start),
        period_end: day(period.end),
        total: formatPdfMoney(drafts[i]!.priced.columns.total, context.currencyCode),
        due_date: day(drafts[i]!.dueDate),
      },
      {
        dedupeKey: `contract_bill:${sale.id}`,
        attachments: [documentAttachment(`invoice-${sale.saleNo}.pdf`, 'sale_invoice', sale.id)],
      },
    );
    return mail ? [mail] : [];
  });
  await enqueueMails(tx, mails);
}

/**
 * An imported contract's periods that started before `day` were billed by the business's old system: each is
 * recorded as billed without a bill of ours (as a bill deleted since is), so the billing run never bills it again.
 */
export async function markBilledBefore(tx: TDb, amcId: number, day: string): Promise<void> {
  const amc = await tx.amc.findUniqueOrThrow({ where: { id: amcId }, select: BILLED_AMC_SELECT });
  const past = planOf(amc).filter((period) => period.start < day);
  if (!past.length) return;
  await tx.amcBill.createMany({
    data: past.map((period) => ({
      amcId,
      periodStart: dateColumn(period.start),
      periodEnd: dateColumn(period.end),
    })),
    skipDuplicates: true,
  });
}
