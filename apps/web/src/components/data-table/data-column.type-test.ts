/**
 * Checked by the typecheck alone (`tsc`, in `pnpm typecheck` and CI), never run: a column whose id is not one of its
 * contract's sort or filter names must not compile. Each `@ts-expect-error` fails the typecheck as soon as the line
 * under it compiles, so this file fails if the column type stops catching such a typo.
 */
import type { TComplaint, TComplaintFilter, TComplaintSortColumn } from '@amc/contracts';
import type { TDataColumn } from './data-column';

type TComplaintColumn = TDataColumn<TComplaint, TComplaintSortColumn, TComplaintFilter>;

export const namedColumns: TComplaintColumn[] = [
  // Sorts and filters by the contract's names; a column that does neither is named freely.
  { id: 'complaint_date', header: 'Date', sortable: true },
  { id: 'customer_id', header: 'Customer', filter: { type: 'text' } },
  { id: 'status', header: 'Status', sortable: true, filter: undefined },
  { id: 'product', header: 'Product' },
];

// @ts-expect-error: 'complaint_dat' is not a sort name of the complaint list.
export const misspeltSort: TComplaintColumn = { id: 'complaint_dat', header: 'Date', sortable: true };

// @ts-expect-error: 'customer' is not a filter name of the complaint list (customer_id is).
export const misspeltFilter: TComplaintColumn = { id: 'customer', header: 'C', filter: { type: 'text' } };

// @ts-expect-error: priority filters the complaint list but does not sort it.
export const filterOnlySorted: TComplaintColumn = {
  id: 'priority',
  header: 'P',
  sortable: true,
  filter: undefined,
};
