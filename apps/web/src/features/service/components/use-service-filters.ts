import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { TFilterValue } from '../../../components/data-table/table-url-state';

/** The list filters above the table: overdue or not, and a range of service dates (YYYY-MM-DD, both included). */
export type TServiceFilters = { overdue: '' | 'true' | 'false'; from: string; to: string };

const FIELDS = ['overdue', 'from', 'to'] as const;
const param = (field: (typeof FIELDS)[number]) => `service.${field}`;
const isDay = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * Kept in the address beside the table's own state, so a reload or a shared link shows the same services. A
 * hand-edited value that is not a date or a yes/no is ignored rather than sent.
 */
export function useServiceFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const overdueParam = searchParams.get(param('overdue'));
  const fromParam = searchParams.get(param('from'));
  const toParam = searchParams.get(param('to'));

  const values = useMemo<TServiceFilters>(
    () => ({
      overdue: overdueParam === 'true' || overdueParam === 'false' ? overdueParam : '',
      from: isDay(fromParam) ? fromParam : '',
      to: isDay(toParam) ? toParam : '',
    }),
    [overdueParam, fromParam, toParam],
  );

  /** What the list query sends in `filters`; empty ones stay out. */
  const filters = useMemo(() => {
    const sent: Record<string, TFilterValue> = {};
    for (const field of FIELDS) if (values[field]) sent[field] = values[field];
    return sent;
  }, [values]);

  const update = useCallback(
    (change: Partial<TServiceFilters>) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [field, value] of Object.entries(change) as [(typeof FIELDS)[number], string][]) {
            if (value) next.set(param(field), value);
            else next.delete(param(field));
          }
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  const clear = useCallback(() => update({ overdue: '', from: '', to: '' }), [update]);

  return { values, filters, update, clear, active: Object.keys(filters).length > 0 };
}
