import type { TFunction } from 'i18next';

const PAGE_CONTROL_LABELS = {
  first: 'table.goToFirstPage',
  previous: 'table.goToPreviousPage',
  next: 'table.goToNextPage',
  last: 'table.goToLastPage',
} as const;

export type TPageControl = keyof typeof PAGE_CONTROL_LABELS;

/**
 * A pager's arrow controls carry only an icon: each is named for screen readers (and tests) alike. Every pager
 * (the tables', the phone's cards', the reports') passes this as its control props.
 */
export const pageControlName = (t: TFunction, control: TPageControl) => ({
  'aria-label': t(PAGE_CONTROL_LABELS[control]),
});
