import type { ReactNode } from 'react';

export type TFilterOption = { value: string; label: string };

/** A column's filter: a select of the API's values, or free text the API matches (a prefix, as it decides). */
export type TColumnFilter =
  { type: 'select'; options: TFilterOption[]; searchable?: boolean } | { type: 'text' };

/**
 * One column of a DataTable, in our words rather than the table library's, so a list never depends on it.
 * Only the columns whose API allows it sort or filter: both are off unless asked for.
 */
export type TDataColumn<TRow> = {
  /** The API's sort and filter name for this column, unique within the table (also its key for show/hide). */
  id: string;
  header: string;
  /** The cell's text, when it is not the row's own field named `id`. */
  value?: (row: TRow) => string | number | null | undefined;
  /** The cell's content; without it the text of `value` (or the field), isolated for right-to-left pages. */
  render?: (row: TRow) => ReactNode;
  sortable?: boolean;
  /** Absent: the column cannot be filtered. */
  filter?: TColumnFilter;
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
 * A select filter over `options`, or none when there is nothing to choose from (a caller who may see only one
 * customer gets no customer filter).
 */
export function selectFilter(
  options: TFilterOption[],
  { searchable = true }: { searchable?: boolean } = {},
): TColumnFilter | undefined {
  return options.length ? { type: 'select', options, searchable } : undefined;
}
