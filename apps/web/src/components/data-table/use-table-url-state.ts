import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  applyTableChange,
  DEFAULT_TABLE_STATE,
  readTableState,
  writeTableState,
  type TTableUrlState,
} from './table-url-state';

/**
 * The table's view in the address bar. Changes replace the history entry: typing a search must not leave
 * one back-button step per debounced keystroke.
 */
export function useTableUrlState(tableId: string) {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readTableState(searchParams, tableId), [searchParams, tableId]);

  const update = useCallback(
    (change: Partial<TTableUrlState>) => {
      setSearchParams(
        (current) => {
          const before = readTableState(current, tableId);
          const after = applyTableChange(before, change);
          return JSON.stringify(after) === JSON.stringify(before)
            ? current
            : writeTableState(current, tableId, after);
        },
        { replace: true },
      );
    },
    [setSearchParams, tableId],
  );

  const reset = useCallback(() => {
    setSearchParams((current) => writeTableState(current, tableId, DEFAULT_TABLE_STATE), { replace: true });
  }, [setSearchParams, tableId]);

  return { state, update, reset };
}
