import type { MRT_Localization } from 'mantine-react-table';
import { MRT_Localization_AR } from 'mantine-react-table/locales/ar/index.esm.mjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The table's own words that our tables show, in our locales (keys "table.mrt.<name>"). MRT's placeholders
 * ({column}, {selectedCount} ...) stay in single braces: i18next leaves them alone and MRT fills them in.
 */
const SHOWN_KEYS = [
  'actions',
  'clearFilter',
  'clearSearch',
  'clearSelection',
  'clearSort',
  'filterByColumn',
  'filterContains',
  'filterEquals',
  'filteringByColumn',
  'goToFirstPage',
  'goToLastPage',
  'goToNextPage',
  'goToPreviousPage',
  'hideAll',
  'hideColumn',
  'noRecordsToDisplay',
  'noResultsFound',
  'of',
  'rowActions',
  'rowsPerPage',
  'search',
  'select',
  'selectedCountOfRowCountRowsSelected',
  'showAll',
  'showAllColumns',
  'showHideColumns',
  'showHideFilters',
  'showHideSearch',
  'sortByColumnAsc',
  'sortByColumnDesc',
  'sortedByColumnAsc',
  'sortedByColumnDesc',
  'toggleSelectAll',
  'toggleSelectRow',
  'toggleVisibility',
] as const satisfies readonly (keyof MRT_Localization)[];

/** MRT falls back to its English words; Arabic starts from MRT's Arabic for the words our tables never show. */
export function useTableLocalization(): Partial<MRT_Localization> {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const base: Partial<MRT_Localization> = language === 'ar' ? MRT_Localization_AR : {};
    const shown = Object.fromEntries(SHOWN_KEYS.map((key) => [key, t(`table.mrt.${key}`)]));
    return { ...base, ...shown };
  }, [t, language]);
}
