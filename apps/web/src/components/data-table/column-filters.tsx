import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TDataColumn } from './data-column';
import classes from './data-table.module.css';
import { DebouncedTextInput } from './debounced-text-input';
import type { TFilterValue } from './table-url-state';

type TColumnFiltersProps<TRow> = {
  columns: TDataColumn<TRow>[];
  values: Record<string, TFilterValue>;
  onChange: (id: string, value: string) => void;
};

/**
 * One input per filterable column, in a row of their own above the table: header popovers would be a tap
 * target the size of a letter on a phone, and here the inputs simply wrap to the card's width.
 * An empty value clears the filter (cleanFilters drops it from the address).
 */
export function ColumnFilters<TRow>({ columns, values, onChange }: TColumnFiltersProps<TRow>) {
  const { t } = useTranslation();
  return (
    <div className={classes.filters}>
      {columns.map(({ id, header, filter }) => {
        if (!filter) return null;
        const label = t('table.filterBy', { column: header });
        const value = values[id] === undefined ? '' : String(values[id]);
        return filter.type === 'select' ? (
          <Select
            key={id}
            className={classes.filter}
            aria-label={label}
            placeholder={label}
            data={filter.options}
            value={value || null}
            onChange={(next) => onChange(id, next ?? '')}
            searchable={filter.searchable}
            clearable
            clearButtonProps={{ 'aria-label': t('table.clearFilter') }}
            comboboxProps={{ withinPortal: true }}
          />
        ) : (
          <DebouncedTextInput
            key={id}
            className={classes.filter}
            aria-label={label}
            placeholder={label}
            value={value}
            onChange={(next) => onChange(id, next)}
          />
        );
      })}
    </div>
  );
}
