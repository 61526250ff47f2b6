import type { TAccountEntry, TAccountEntryKind } from '@amc/contracts';
import type { Prisma } from '../../generated/prisma/client';
import type { TDb } from '../../lib/kernel/db-client';
import { calendarDate } from '../../lib/kernel/calendar-date';
import { PERSON_SELECT, personRefOrNull } from '../../lib/kernel/person';

/**
 * Income and expenses live in two tables of the same columns. Their Prisma delegates differ only in their
 * names, so the income one's type serves both: one implementation, the table chosen by the kind.
 */
export type TEntryTable = TDb['income'];
export type TEntryWhere = Prisma.IncomeWhereInput;
export type TEntryOrderBy = Prisma.IncomeOrderByWithRelationInput;

export function entryTable(db: Pick<TDb, 'income' | 'expense'>, kind: TAccountEntryKind): TEntryTable {
  return kind === 'income' ? db.income : (db.expense as unknown as TEntryTable);
}

/** The SQL names, for the report's GROUP BY; chosen from this map only, never from input. */
export const ENTRY_SQL_TABLES: Record<TAccountEntryKind, string> = { income: 'incomes', expense: 'expenses' };

export const ENTRY_INCLUDE = {
  createdBy: PERSON_SELECT,
} as const satisfies Prisma.IncomeInclude;
export type TEntryRow = Prisma.IncomeGetPayload<{ include: typeof ENTRY_INCLUDE }>;

export const toAccountEntry = (row: TEntryRow): TAccountEntry => ({
  id: row.id,
  title: row.title,
  label: row.label,
  amount: row.amount.toFixed(2),
  date: calendarDate(row.date),
  note: row.note,
  created_by: personRefOrNull(row.createdBy),
  created_at: row.createdAt.toISOString(),
});
