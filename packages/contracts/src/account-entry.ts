import { z } from 'zod';
import { MSG } from './messages';
import { ZId, ZIdBody, ZIdsBody, ZListQuery, ZOptionalText, ZRequiredText } from './common';
import { parseMoney } from './money';
import { ZDateField, ZPersonRef } from './work-fields';

/**
 * Income and expenses (SPEC: title, label, amount, date) are one concept kept in two tables: these contracts
 * serve both, and the API and the web app take the kind as a parameter.
 */
export const ACCOUNT_ENTRY_KINDS = ['income', 'expense'] as const;
export type TAccountEntryKind = (typeof ACCOUNT_ENTRY_KINDS)[number];

/** Each sort column has an index of its own (id breaks ties). */
export const ACCOUNT_ENTRY_SORT_COLUMNS = ['title', 'label', 'amount', 'date', 'created_at'] as const;
export type TAccountEntrySortColumn = (typeof ACCOUNT_ENTRY_SORT_COLUMNS)[number];
/** label: a prefix of the label; from / to: the first and last date (YYYY-MM-DD), both included. */
export const ACCOUNT_ENTRY_FILTERS = ['label', 'from', 'to'] as const;
export type TAccountEntryFilter = (typeof ACCOUNT_ENTRY_FILTERS)[number];

/** SPEC's CSV export names. */
export const ACCOUNT_ENTRY_CSV_NAMES: Record<TAccountEntryKind, string> = {
  income: 'incomeData',
  expense: 'expenseData',
};

/** The answers of the writes, translated by the web app like the other server sentences. */
export const ACCOUNT_ENTRY_MESSAGES: Record<
  TAccountEntryKind,
  { added: string; updated: string; deleted: string; deletedMany: string; report: string; noReport: string }
> = {
  income: {
    added: 'Income added successfully.',
    updated: 'Income updated successfully.',
    deleted: 'Income deleted successfully.',
    deletedMany: 'Incomes deleted successfully.',
    report: 'Monthly income report.',
    noReport: MSG.noIncomeReport,
  },
  expense: {
    added: 'Expense added successfully.',
    updated: 'Expense updated successfully.',
    deleted: 'Expense deleted successfully.',
    deletedMany: 'Expenses deleted successfully.',
    report: 'Monthly expense report.',
    noReport: MSG.noExpenseReport,
  },
};

/**
 * SPEC section 5: an amount greater than 0, at most 2 decimals, for a DECIMAL(12,2); kept as text ("123.40")
 * so it is stored and summed exactly.
 */
export const ZAmount = z
  .union([z.string(), z.number()], { error: MSG.required('Amount') })
  .transform((raw, ctx) => {
    const value = String(raw).trim();
    const parsed = value
      ? parseMoney(value, {
          minimum: 'positive',
          messages: {
            notNumber: MSG.amountNotNumber,
            format: MSG.amountFormat,
            belowMinimum: MSG.amountGreaterThanZero,
            tooLarge: MSG.amountTooLarge,
          },
        })
      : { message: MSG.required('Amount') };
    if ('message' in parsed) {
      ctx.addIssue({ code: 'custom', message: parsed.message });
      return z.NEVER;
    }
    return parsed.amount;
  });

/** One income or expense; the amount with 2 decimals, the date as YYYY-MM-DD. */
export const ZAccountEntry = z.object({
  id: z.number().int(),
  title: z.string(),
  label: z.string(),
  amount: z.string(),
  date: z.string(),
  note: z.string().nullable(),
  created_by: ZPersonRef.nullable(),
  created_at: z.string(),
});
export type TAccountEntry = z.infer<typeof ZAccountEntry>;

/** GET /api/income/list and /api/expense/list: searched by a prefix of the title or the label. */
export const ZListAccountEntriesQuery = ZListQuery;
export type TListAccountEntriesQuery = z.infer<typeof ZListAccountEntriesQuery>;

/** POST /api/income/store (and /api/expense/store). */
export const ZCreateAccountEntryBody = z.object({
  title: ZRequiredText('Title'),
  label: ZRequiredText('Label'),
  amount: ZAmount,
  date: ZDateField('Date'),
  note: ZOptionalText(2000),
});
export type TCreateAccountEntryBody = z.infer<typeof ZCreateAccountEntryBody>;
export type TCreateAccountEntryInput = z.input<typeof ZCreateAccountEntryBody>;

/** POST /api/income/update: every field again; a note left out or empty is cleared. */
export const ZUpdateAccountEntryBody = ZCreateAccountEntryBody.extend({ id: ZId });
export type TUpdateAccountEntryBody = z.infer<typeof ZUpdateAccountEntryBody>;

/** POST /api/income/delete. */
export const ZDeleteAccountEntryBody = ZIdBody;
/** POST /api/income/deleteMulti: all or nothing. */
export const ZDeleteAccountEntriesBody = ZIdsBody;
export const ZDeletedAccountEntries = z.object({ ids: z.array(z.number().int()) });
export type TDeletedAccountEntries = z.infer<typeof ZDeletedAccountEntries>;

/** SPEC section 5's report range: both dates required, the end later than the start. */
export const ZReportRangeBody = z
  .object({ start_date: ZDateField('Start date'), end_date: ZDateField('End date') })
  .superRefine((range, ctx) => {
    if (range.end_date <= range.start_date)
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: MSG.endDateAfterStart });
  });
export type TReportRangeBody = z.infer<typeof ZReportRangeBody>;
export type TReportRangeInput = z.input<typeof ZReportRangeBody>;

/** POST /api/income/monthly/report. */
export const ZMonthlyReportBody = ZReportRangeBody;

/**
 * The monthly report: the total of each month (YYYY-MM) that has entries in the range, oldest first; months
 * without entries are left out, so a long range stays short. `total` is the sum of the range.
 */
export const ZMonthlyReport = z.object({
  start_date: z.string(),
  end_date: z.string(),
  months: z.array(z.object({ month: z.string(), total: z.string(), entries: z.number().int() })),
  total: z.string(),
});
export type TMonthlyReport = z.infer<typeof ZMonthlyReport>;
