import { addDays, type TBillingCycle } from '@amc/contracts';
import { addMonths } from './amc-schedule';

/** Months in one block of each instalment cycle (upfront has one period: the whole term). */
const CYCLE_MONTHS: Record<Exclude<TBillingCycle, 'none' | 'upfront'>, number> = {
  monthly: 1,
  quarterly: 3,
  half_yearly: 6,
  yearly: 12,
};

export type TBillingPlan = {
  cycle: TBillingCycle;
  /** The term, both days included (YYYY-MM-DD); no end: nothing to bill. */
  start: string;
  end: string | null;
  /** The day the contract was cancelled: the term stops there. */
  cancelledOn: string | null;
  /** The term's price, 2 decimals ("12000.00"). */
  price: string;
};

/** One period to bill: its days (both included) and its amount before tax, 2 decimals. */
export type TPlannedPeriod = { start: string; end: string; amount: string };

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
/** Days from `from` to `to`, both included. */
const daysBetween = (from: string, to: string) => dayNumber(to) - dayNumber(from) + 1;

const toCents = (amount: string): bigint => {
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
};
const fromCents = (cents: bigint) => `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
/** numerator / denominator to the nearest cent, half up (both positive): integers only, so exact. */
const divideHalfUp = (numerator: bigint, denominator: bigint) =>
  (numerator * 2n + denominator) / (denominator * 2n);
const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));

/**
 * The billing periods of a term and what each bills (docs/PRODUCT.md "Billing that runs itself"), worked in whole
 * cents with integer arithmetic so the amounts are exact and always add up to the price.
 *
 * Instalments follow the calendar: monthly periods are calendar months, quarterly ones blocks of three months from
 * the 1st of the term's first month, and so on. A period is a block cut to the term; a block the term only partly
 * covers (a term starting on the 15th, or ending mid-block) weighs the share of the block's days it covers, a whole
 * block weighs 1. Each period bills price x its weight / the sum of the weights, rounded half up to the cent, and
 * the last period bills what is left, so the periods add up to the price to the cent (a period never takes the
 * running total past the price, which rounding up could do to a price of a few cents).
 *
 * A cancelled term stops on its cancellation day: later periods are dropped, and the period it falls in bills its
 * amount x the days kept / its days, rounded half up.
 *
 * Written here rather than with a library: what it needs is calendar blocks and exact fractions of cents, which a
 * subscription-billing package would bring with its own model of plans and customers.
 */
export function billingPeriods(plan: TBillingPlan): TPlannedPeriod[] {
  if (plan.cycle === 'none' || !plan.end || plan.end < plan.start) return [];
  const price = toCents(plan.price);
  const blocks: { start: string; end: string; blockDays: number }[] = [];
  if (plan.cycle === 'upfront') {
    blocks.push({ start: plan.start, end: plan.end, blockDays: daysBetween(plan.start, plan.end) });
  } else {
    const months = CYCLE_MONTHS[plan.cycle];
    const first = `${plan.start.slice(0, 7)}-01`;
    for (let k = 0; ; k += 1) {
      const blockStart = addMonths(first, k * months);
      if (blockStart > plan.end) break;
      const blockEnd = addDays(addMonths(first, (k + 1) * months), -1);
      const start = blockStart < plan.start ? plan.start : blockStart;
      const end = blockEnd > plan.end ? plan.end : blockEnd;
      blocks.push({ start, end, blockDays: daysBetween(blockStart, blockEnd) });
    }
  }
  // Weights days / blockDays over one common denominator (the blocks' day counts multiplied, reduced as it goes).
  let common = 1n;
  for (const block of blocks) {
    const days = BigInt(block.blockDays);
    common = (common * days) / gcd(common, days);
  }
  const weights = blocks.map((b) => (BigInt(daysBetween(b.start, b.end)) * common) / BigInt(b.blockDays));
  const totalWeight = weights.reduce((sum, w) => sum + w, 0n);
  let billed = 0n;
  const periods = blocks.map((block, index) => {
    const share = divideHalfUp(price * weights[index]!, totalWeight);
    // Never past the price: tiny prices could otherwise round the running total above it.
    const cents =
      index === blocks.length - 1 ? price - billed : share < price - billed ? share : price - billed;
    billed += cents;
    return { start: block.start, end: block.end, cents };
  });

  const cancelled = plan.cancelledOn;
  return periods
    .filter((period) => !cancelled || period.start <= cancelled)
    .map((period) => {
      if (!cancelled || period.end <= cancelled) return { ...period, amount: fromCents(period.cents) };
      const kept = BigInt(daysBetween(period.start, cancelled));
      const days = BigInt(daysBetween(period.start, period.end));
      return {
        start: period.start,
        end: cancelled,
        amount: fromCents(divideHalfUp(period.cents * kept, days)),
      };
    })
    .map(({ start, end, amount }) => ({ start, end, amount }));
}
