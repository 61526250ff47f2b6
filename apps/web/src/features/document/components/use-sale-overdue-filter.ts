import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The list's overdue switch in the address, the name the dashboard's "Money overdue" links with. */
const SALE_OVERDUE_PARAM = 'sale.overdue';

/**
 * Whether the list shows only the overdue bills, kept in the address beside the table's own state (like the
 * service list's overdue view), so a reload or a shared link opens on the same bills.
 */
export function useSaleOverdueFilter() {
  const [searchParams, setSearchParams] = useSearchParams();
  const overdue = searchParams.get(SALE_OVERDUE_PARAM) === 'true';
  const setOverdue = useCallback(
    (on: boolean) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (on) next.set(SALE_OVERDUE_PARAM, 'true');
          else next.delete(SALE_OVERDUE_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return { overdue, setOverdue };
}
