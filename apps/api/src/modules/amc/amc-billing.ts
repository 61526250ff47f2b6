import {
  addDays,
  termFollowingDay,
  todayIn,
  type TBillingPeriod,
  type TBillingPeriodState,
} from '@amc/contracts';
import type { BillingCycle, Prisma } from '../../generated/prisma/client';
import type { TDb } from '../../lib/db-client';
import { calendarDate, dateColumn, formatCalendarDate } from '../../lib/calendar-date';
import { computeDocumentTotals } from '../../lib/document-totals';
import { documentAttachment, enqueueTemplateMail } from '../../lib/outbox';
import { formatPdfMoney } from '../../lib/pdf-document';
import { fullName } from '../../lib/person';
import { describeSale, writeSale } from '../sale/sale-public';
import { lockAmc } from '../service/service-public';
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
  const start = calendarDate(amc.startDate);
  return billingPeriods({
    cycle: amc.billingCycle,
    start,
    end: addDays(termFollowingDay(start, amc.intervalMonths, amc.serviceCount), -1),
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
      paymentStatus: 'unpaid' | 'partial' | 'paid';
    } | null;
  },
  today: string,
): TBillingPeriod {
  const sale = bill.sale;
  const dueDate = sale?.dueDate ? calendarDate(sale.dueDate) : null;
  const state: TBillingPeriodState = !sale
    ? 'removed'
    : sale.paymentStatus === 'paid'
      ? 'paid'
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

/**
 * Bills every period of the contract that has started (its start is today or before) and is not billed yet, in
 * the caller's transaction, under the contract's row lock: each a sale dated on its period's start, due the
 * payment terms' days after today (the day it is made and sent), with one line for the period at its amount and
 * the plan's tax, and a row in amc_bills whose unique (contract, period start) refuses a second bill of the
 * period whatever runs this (a second process, a run twice: that transaction fails and nothing of it stays). The
 * bill's mail to the customer is queued in the same transaction, its invoice made when it is sent. Then moves the
 * contract's next_bill_date on. Returns how many bills it made.
 */
export async function billContract(tx: TDb, amcId: number, context: TBillingContext): Promise<number> {
  await lockAmc(tx, amcId);
  const amc = await tx.amc.findUnique({
    where: { id: amcId },
    select: {
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
        select: {
          firstName: true,
          lastName: true,
          email: true,
          address: true,
          language: true,
          isActive: true,
        },
      },
      bills: { select: { periodStart: true } },
    },
  });
  if (!amc) return 0;
  const periods = planOf(amc);
  const billed = new Set(amc.bills.map((bill) => calendarDate(bill.periodStart)));
  const due = periods.filter((period) => period.start <= context.today && !billed.has(period.start));
  for (const period of due) {
    await billPeriod(tx, amc, period, context);
    billed.add(period.start);
  }
  const next = nextUnbilled(periods, billed);
  await tx.amc.update({ where: { id: amc.id }, data: { nextBillDate: next ? dateColumn(next) : null } });
  return due.length;
}

type TAmcToBill = {
  id: number;
  amcNo: string;
  customerId: number;
  paymentDays: number;
  billingTax: { id: number; percentage: Prisma.Decimal } | null;
  customer: {
    firstName: string;
    lastName: string;
    email: string;
    address: string | null;
    language: string | null;
    isActive: boolean;
  };
};

async function billPeriod(tx: TDb, amc: TAmcToBill, period: TPlannedPeriod, context: TBillingContext) {
  const taxPercent = amc.billingTax?.percentage.toFixed(2) ?? '0.00';
  const line = { quantity: 1, price: period.amount, taxPercent, discountPercent: '0.00' };
  const priced = computeDocumentTotals([line]);
  const dueDate = addDays(context.today, amc.paymentDays);
  const sale = await writeSale(
    tx,
    { id: null },
    null,
    {
      customerId: amc.customerId,
      date: period.start,
      dueDate,
      billingAddress: amc.customer.address ?? '',
      discountPercent: '0.00',
      note: null,
      customer: amc.customer,
      priced: {
        rows: [
          {
            productId: null,
            description: `${amc.amcNo} ${period.start} – ${period.end}`,
            ...line,
            taxId: amc.billingTax?.id ?? null,
            amount: priced.lines[0]!.amount.toFixed(2),
          },
        ],
        columns: {
          grossTotal: priced.grossTotal.toFixed(2),
          discountTotal: priced.discountTotal.toFixed(2),
          taxTotal: priced.taxTotal.toFixed(2),
          total: priced.total.toFixed(2),
        },
      },
    },
    (saved) => ({
      action: 'create',
      description: `Billed the AMC ${amc.amcNo} for ${period.start} to ${period.end}: ${describeSale(saved)}`,
    }),
  );
  await tx.amcBill.create({
    data: {
      amcId: amc.id,
      periodStart: dateColumn(period.start),
      periodEnd: dateColumn(period.end),
      saleId: sale.id,
    },
  });
  if (!amc.customer.isActive || !amc.customer.email) return;
  const day = (date: string) => formatCalendarDate(date, context.dateFormat || undefined);
  await enqueueTemplateMail(
    tx,
    'contract_bill',
    { email: amc.customer.email, language: amc.customer.language },
    {
      customer_name: fullName(amc.customer),
      sale_number: sale.saleNo,
      sale_date: day(period.start),
      amc_number: amc.amcNo,
      period_start: day(period.start),
      period_end: day(period.end),
      total: formatPdfMoney(priced.total.toFixed(2), context.currencyCode),
      due_date: day(dueDate),
    },
    {
      dedupeKey: `contract_bill:${sale.id}`,
      attachments: [documentAttachment(`invoice-${sale.saleNo}.pdf`, 'sale_invoice', sale.id)],
    },
  );
}
