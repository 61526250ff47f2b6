import { useCallback, useState } from 'react';

export type TRecordDrawer<T> = {
  opened: boolean;
  /** The record last opened (null: a new one); still set after `close`. */
  record: T | null;
  /** Opens the drawer on a record, or on a new one with null. */
  open: (record: T | null) => void;
  close: () => void;
};

/**
 * The state of a list page's drawer or modal that shows one record (a form or a view). Closing keeps the
 * record: the drawer still renders it while it slides or fades out, so its content does not change and a form's
 * title does not flip to "Add" during the transition. `open` and `close` keep their identity across renders,
 * so they can be passed straight to row actions and `onClose`.
 */
export function useRecordDrawer<T>(): TRecordDrawer<T> {
  const [state, setState] = useState<{ opened: boolean; record: T | null }>({ opened: false, record: null });
  const open = useCallback((record: T | null) => setState({ opened: true, record }), []);
  const close = useCallback(() => setState((current) => ({ ...current, opened: false })), []);
  return { opened: state.opened, record: state.record, open, close };
}
