import type { TListMeta } from '@amc/contracts';
import type { TFunction } from 'i18next';
import { numberLocale } from '../../lib/number-locale';

const count = { format: (value: number) => new Intl.NumberFormat(numberLocale()).format(value) };

/**
 * The list's total as the user reads it: "1,234", or "10,000+" when the server counted only up to a cap
 * (totalExact false), so a lower bound never passes for an exact figure.
 */
export function formatListTotal(t: TFunction, meta: Pick<TListMeta, 'total' | 'totalExact'>): string {
  const total = count.format(meta.total);
  return meta.totalExact ? total : t('table.totalAtLeast', { total });
}

/**
 * "26–50 of 10,000+": the rows of this page and the total they belong to; on a page counted from the end (page < 0),
 * "1–25 from the end of 10,000+", its rows counted from the last.
 */
export function formatRowRange(t: TFunction, meta: TListMeta, rowsOnPage: number): string {
  const from = (Math.abs(meta.page) - 1) * meta.pageSize + 1;
  return t(meta.page < 0 ? 'table.rowRangeFromEnd' : 'table.rowRange', {
    from: count.format(from),
    to: count.format(from + rowsOnPage - 1),
    total: formatListTotal(t, meta),
  });
}
