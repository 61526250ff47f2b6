import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { TFilterValue } from '../../../components/data-table/table-url-state';

/**
 * Which services the list shows: the due ones (every service but the closed ones of the past, the overdue first),
 * all of them, only the overdue ones (`true`) or none of those (`false`). Kept in the address as
 * `service.overdue`, the name the dashboard's links already use (`service.overdue=true`).
 */
export type TServiceView = 'due' | 'all' | 'true' | 'false';
const VIEWS: readonly string[] = ['due', 'all', 'true', 'false'] satisfies TServiceView[];

/** The list filters above the table: which services, and a range of service dates (YYYY-MM-DD, both included). */
export type TServiceFilters = { overdue: TServiceView; from: string; to: string };

const FIELDS = ['overdue', 'from', 'to'] as const;
const param = (field: (typeof FIELDS)[number]) => `service.${field}`;
const isDay = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);
const isView = (value: string | null): value is TServiceView => value !== null && VIEWS.includes(value);

/**
 * Kept in the address beside the table's own state, so a reload or a shared link shows the same services. A
 * hand-edited value that is not a date or a view is ignored rather than sent. With no view in the address the
 * list opens on the due services; a date range alone (the dashboard's "services of this day / month") shows all
 * the services in it.
 */
export function useServiceFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const viewParam = searchParams.get(param('overdue'));
  const fromParam = searchParams.get(param('from'));
  const toParam = searchParams.get(param('to'));

  const values = useMemo<TServiceFilters>(() => {
    const from = isDay(fromParam) ? fromParam : '';
    const to = isDay(toParam) ? toParam : '';
    const view = isView(viewParam) ? viewParam : from || to ? 'all' : 'due';
    return { overdue: view, from, to };
  }, [viewParam, fromParam, toParam]);

  /** What the list query sends in `filters`; empty ones stay out. */
  const filters = useMemo(() => {
    const sent: Record<string, TFilterValue> = {};
    if (values.overdue === 'due') sent.due = true;
    else if (values.overdue !== 'all') sent.overdue = values.overdue;
    if (values.from) sent.from = values.from;
    if (values.to) sent.to = values.to;
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

  /** Back to the list's opening view: the due services, any date. */
  const clear = useCallback(
    () =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const field of FIELDS) next.delete(param(field));
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  const active = FIELDS.some((field) => searchParams.has(param(field)));
  return { values, filters, update, clear, active };
}
