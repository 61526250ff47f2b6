import {
  ACCOUNT_ENTRY_MESSAGES,
  type TAccountEntryKind,
  type TMonthlyReport,
  type TReportRangeBody,
} from '@amc/contracts';
import { Prisma } from '../../generated/prisma/client';
import type { TPrisma } from '../../lib/kernel/db-client';
import { ENTRY_SQL_TABLES } from './account-entry-store';

type TMonthRow = { month: string; total: unknown; entries: unknown };

/**
 * POST /api/<kind>/monthly/report: each month's total, summed by the database (GROUP BY year-month over the
 * date index). Months without entries are left out: the answer grows with the data, not with the range.
 * The range's total adds the month totals as exact decimals.
 */
export async function findMonthlyReport(
  prisma: TPrisma,
  kind: TAccountEntryKind,
  range: TReportRangeBody,
): Promise<{ message: string; data: TMonthlyReport }> {
  const table = Prisma.raw(`\`${ENTRY_SQL_TABLES[kind]}\``);
  const rows = await prisma.$queryRaw<TMonthRow[]>`
    SELECT DATE_FORMAT(\`date\`, '%Y-%m') AS month, SUM(amount) AS total, COUNT(*) AS entries
    FROM ${table}
    WHERE \`date\` BETWEEN ${range.start_date} AND ${range.end_date}
    GROUP BY month
    ORDER BY month`;
  const months = rows.map((row) => ({
    month: String(row.month),
    total: new Prisma.Decimal(String(row.total)).toFixed(2),
    entries: Number(row.entries),
  }));
  const total = months.reduce((sum, m) => sum.plus(m.total), new Prisma.Decimal(0)).toFixed(2);
  const texts = ACCOUNT_ENTRY_MESSAGES[kind];
  return {
    message: months.length ? texts.report : texts.noReport,
    data: { start_date: range.start_date, end_date: range.end_date, months, total },
  };
}
