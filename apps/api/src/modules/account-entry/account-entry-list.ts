import {
  ACCOUNT_ENTRY_CSV_NAMES,
  type TAccountEntryFilter,
  type TAccountEntryKind,
  type TAccountEntrySortColumn,
  type TListAccountEntriesQuery,
} from '@amc/contracts';
import type { Prisma } from '../../generated/prisma/client';
import type { TPrisma } from '../../lib/kernel/db-client';
import { AppError } from '../../lib/kernel/app-error';
import { defineList, filterDate, likePattern, runList } from '../../lib/list/list-query';
import { prismaListRunner } from '../../lib/list/prisma-list-runner';
import {
  ENTRY_INCLUDE,
  entryTable,
  toAccountEntry,
  type TEntryOrderBy,
  type TEntryWhere,
} from './account-entry-store';

/** Each sort column has its own index: title, label, amount, date, created_at. */
const sort: Record<TAccountEntrySortColumn, (order: Prisma.SortOrder) => TEntryOrderBy> = {
  title: (order) => ({ title: order }),
  label: (order) => ({ label: order }),
  amount: (order) => ({ amount: order }),
  date: (order) => ({ date: order }),
  created_at: (order) => ({ createdAt: order }),
};

function filterText(name: string, value: unknown): string {
  if (typeof value !== 'string' || value.length > 191)
    throw AppError.field(`filters.${name}`, `${name} must be a text.`);
  return value.trim();
}

const filters: Record<TAccountEntryFilter, (value: unknown) => TEntryWhere> = {
  label: (value) => ({ label: { startsWith: likePattern(filterText('label', value)) } }),
  from: (value) => ({ date: { gte: filterDate('from', value) } }),
  to: (value) => ({ date: { lte: filterDate('to', value) } }),
};

const entryList = defineList<TEntryWhere, TEntryOrderBy>({
  sort,
  defaultSort: { column: 'date', order: 'desc' },
  // Prefixes, so the title and label indexes serve the search.
  // A label prefix is a range of the label index.
  filterCountSorts: { label: 'label' },
  search: (term) => ({ OR: [{ title: { startsWith: term } }, { label: { startsWith: term } }] }),
  filters,
});

/** GET /api/<kind>/list: a page, or with format=csv every matching row as incomeData.csv / expenseData.csv. */
export async function findAccountEntries(
  prisma: TPrisma,
  kind: TAccountEntryKind,
  query: TListAccountEntriesQuery,
) {
  const table = entryTable(prisma, kind);
  return runList(
    prisma,
    query,
    entryList,
    [],
    prismaListRunner(table, { include: ENTRY_INCLUDE }),
    toAccountEntry,
    {
      filename: ACCOUNT_ENTRY_CSV_NAMES[kind],
      columns: [
        { header: 'column.title', value: (r) => r.title },
        { header: 'column.label', value: (r) => r.label },
        { header: 'column.amount', value: (r) => r.amount },
        { header: 'column.date', value: (r) => r.date, as: 'date' },
        { header: 'column.note', value: (r) => r.note ?? '' },
        { header: 'column.addedBy', value: (r) => r.created_by?.full_name ?? '' },
        { header: 'column.createdAt', value: (r) => r.created_at, as: 'time' },
      ],
    },
  );
}
