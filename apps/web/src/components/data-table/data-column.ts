import type { ReactNode } from 'react';

export type TFilterOption = { value: string; label: string };

/** A column's filter: a select of the API's values, or free text the API matches (a prefix, as it decides). */
export type TColumnFilter =
  { type: 'select'; options: TFilterOption[]; searchable?: boolean } | { type: 'text' };

/** What every column has, whatever its id names. */
type TColumnView<TRow> = {
  header: string;
  /** The cell's text, when it is not the row's own field named `id`. */
  value?: (row: TRow) => string | number | null | undefined;
  /** The cell's content; without it the text of `value` (or the field), isolated for right-to-left pages. */
  render?: (row: TRow) => ReactNode;
  /** In pixels: the width the column starts from; content wider than that may still widen it. */
  width?: number;
  /** Logical: "end" is the right edge in English and the left edge in Arabic. */
  align?: 'start' | 'center' | 'end';
  /**
   * Left out until a person shows it from the columns menu (their choice is kept, as for every column): a
   * list's first view must fit a 1280 px screen without scrolling sideways, so its less needed columns wait.
   */
  hiddenAtFirst?: boolean;
};

/**
 * A column's id and what it asks of the API. The id is the column's key for show/hide and, when the column
 * sorts or filters, the API's name for it: a sortable column's id must be one of the contract's sort names
 * (`TSort`, e.g. TComplaintSortColumn) and a filtered column's one of its filter names (`TFilter`), so a typo
 * or a renamed contract name fails to compile instead of a list that silently stops sorting. A column that does
 * neither is named freely. Absent `filter`: the column cannot be filtered.
 */
type TColumnNames<TSort extends string, TFilter extends string> =
  | { id: string; sortable?: false; filter?: undefined }
  | { id: TSort; sortable: true; filter?: undefined }
  | { id: TFilter; sortable?: false; filter: TColumnFilter | undefined }
  | { id: TSort & TFilter; sortable: true; filter: TColumnFilter | undefined };

/**
 * One column of a DataTable, in our words rather than the table library's, so a list never depends on it.
 * Only the columns whose API allows it sort or filter: both are off unless asked for. A list's columns name its
 * contract's sort and filter types; the table itself reads any column (both default to string).
 */
export type TDataColumn<
  TRow,
  TSort extends string = string,
  TFilter extends string = string,
> = TColumnView<TRow> & TColumnNames<TSort, TFilter>;

/**
 * A select filter over `options`, or none when there is nothing to choose from (a caller who may see only one
 * customer gets no customer filter).
 */
export function selectFilter(
  options: TFilterOption[],
  { searchable = true }: { searchable?: boolean } = {},
): TColumnFilter | undefined {
  return options.length ? { type: 'select', options, searchable } : undefined;
}
