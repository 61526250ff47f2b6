import type { TAccountEntryKind } from '@amc/contracts';
import type { TDb } from '../src/lib/kernel/db-client';
import { calendarDate, dateColumn, readBusinessCalendar } from '../src/lib/kernel/calendar-date';
import { entryTable } from '../src/modules/account-entry/account-entry-public';

type TDemoEntry = {
  title: string;
  label: string;
  /** The day of the month it falls on. */
  day: number;
  /** The amount in the oldest month; `monthly` is added for each month after it (a business that grows). */
  base: number;
  monthly: number;
  /** Only in these months of the year (1-12); every month when absent. */
  months?: number[];
  note?: string;
};

const INCOMES: TDemoEntry[] = [
  {
    title: 'AMC renewals',
    label: 'AMC',
    day: 3,
    base: 84500,
    monthly: 2350.5,
    note: 'Annual contracts renewed this month.',
  },
  { title: 'Service call charges', label: 'Service', day: 10, base: 18250, monthly: 612.25 },
  { title: 'Spare parts sold', label: 'Parts', day: 17, base: 26780.4, monthly: 845.3 },
  {
    title: 'Installation charges',
    label: 'Installation',
    day: 24,
    base: 12400,
    monthly: 515,
    months: [3, 4, 5, 6, 9, 10],
  },
  { title: 'Water purifier filter kits', label: 'Parts', day: 27, base: 6350.75, monthly: 120 },
];

const EXPENSES: TDemoEntry[] = [
  {
    title: 'Office rent',
    label: 'Rent',
    day: 1,
    base: 45000,
    monthly: 0,
    note: 'Workshop and front office, Andheri East.',
  },
  { title: 'Technician salaries', label: 'Salaries', day: 1, base: 96000, monthly: 1500 },
  { title: 'Electricity bill', label: 'Utilities', day: 8, base: 7420.6, monthly: 185.35 },
  { title: 'Fuel for service vans', label: 'Transport', day: 14, base: 11850, monthly: 240.8 },
  { title: 'Refrigerant gas and consumables', label: 'Supplies', day: 19, base: 8640.5, monthly: 310 },
  { title: 'Mobile and internet', label: 'Utilities', day: 22, base: 3199, monthly: 0 },
  {
    title: 'Accountant and GST filing',
    label: 'Professional fees',
    day: 25,
    base: 15000,
    monthly: 0,
    months: [1, 4, 7, 10],
  },
];

const MONTHS = 12;

/** The entries of the last twelve months up to today, from the oldest month; money in exact cents. */
function demoRows(entries: TDemoEntry[], today: string) {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const rows: { title: string; label: string; amount: string; date: Date; note: string | null }[] = [];
  for (let back = MONTHS - 1; back >= 0; back--) {
    const index = year * 12 + (month - 1) - back;
    const y = Math.floor(index / 12);
    const m = (index % 12) + 1;
    const grown = MONTHS - 1 - back;
    for (const entry of entries) {
      if (entry.months && !entry.months.includes(m)) continue;
      const day = `${y}-${String(m).padStart(2, '0')}-${String(entry.day).padStart(2, '0')}`;
      if (day > today) continue;
      const cents = Math.round(entry.base * 100) + Math.round(entry.monthly * 100) * grown;
      rows.push({
        title: entry.title,
        label: entry.label,
        amount: (cents / 100).toFixed(2),
        date: dateColumn(day),
        note: entry.note ?? null,
      });
    }
  }
  return rows;
}

async function seedKind(
  tx: TDb,
  kind: TAccountEntryKind,
  entries: TDemoEntry[],
  today: string,
  adminId: number | null,
) {
  const rows = demoRows(entries, today);
  if (!rows.length) return;
  const table = entryTable(tx, kind);
  const existing = await table.findMany({
    where: { date: { gte: rows[0]!.date }, title: { in: entries.map((e) => e.title) } },
    select: { title: true, date: true },
  });
  const seen = new Set(existing.map((r) => `${r.title}|${calendarDate(r.date)}`));
  const missing = rows.filter((r) => !seen.has(`${r.title}|${calendarDate(r.date)}`));
  if (missing.length) await table.createMany({ data: missing.map((r) => ({ ...r, createdById: adminId })) });
}

/**
 * A year of the business's income and expenses up to today, month by month, so the lists and the monthly
 * reports have something to show. Safe to run twice: an entry is found again by its title and date.
 */
export async function seedDemoAccounts(tx: TDb): Promise<void> {
  const { today } = await readBusinessCalendar(tx);
  const admin = await tx.user.findFirst({
    where: { role: { slug: 'admin' } },
    orderBy: { id: 'asc' },
    select: { id: true },
  });
  await seedKind(tx, 'income', INCOMES, today, admin?.id ?? null);
  await seedKind(tx, 'expense', EXPENSES, today, admin?.id ?? null);
}
