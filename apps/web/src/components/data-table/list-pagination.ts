import type { PaginationProps } from '@mantine/core';
import type { TFunction } from 'i18next';
import { pageControlName, type TPageControl } from './page-control-labels';

export type TListPager = {
  /** The view's page: 1, 2 ... by number, or -1, -2 ... counted from the list's end. */
  page: number;
  /** The pages counted so far (a lower bound under a capped total). */
  pageCount: number;
  /** Whether the total is exact, so the last page's number is known. */
  lastPageKnown: boolean;
  onPage: (page: number) => void;
};

/** A list pager's Mantine Pagination: which pages it offers, and what each arrow asks for. */
export type TListPagination = Pick<
  PaginationProps,
  'total' | 'value' | 'onChange' | 'withPages' | 'withEdges' | 'getControlProps'
>;

/**
 * The pager of a list page, for the desktop table's and the phone cards' Pagination alike. By number, its arrows
 * and numbers are Mantine's own, but under a capped total ("10,000+") the last page's number is unknown, so "last"
 * asks for the page counted from the end (-1), which the server reads from the other end of the sort's index.
 * There, the pager has arrows only (numbers are unknown): previous and first always lead on (a list is paged from
 * its end only while its total is capped), next and last stop at the last page.
 */
export function listPagination(
  t: TFunction,
  { page, pageCount, lastPageKnown, onPage }: TListPager,
): TListPagination {
  if (page < 0) {
    const target: Record<TPageControl, number> = { first: 1, previous: page - 1, next: page + 1, last: -1 };
    return {
      total: 1,
      value: 1,
      withPages: false,
      withEdges: true,
      getControlProps: (control: TPageControl) => ({
        ...pageControlName(t, control),
        disabled: (control === 'next' || control === 'last') && page === -1,
        onClick: () => onPage(target[control]),
      }),
    };
  }
  return {
    total: pageCount,
    value: page,
    onChange: onPage,
    getControlProps: (control: TPageControl) => ({
      ...pageControlName(t, control),
      ...(control === 'last' && !lastPageKnown ? { onClick: () => onPage(-1) } : {}),
    }),
  };
}
