import { useEffect, useState } from 'react';
import { openConfirm } from './confirm-action';

/**
 * Asks before a form's dialog throws typed input away. `touchedProps` go on an element around the form: any
 * typing or choosing inside (input and change events bubble up to it) marks the form as touched. `requestClose`
 * then asks "Discard your changes?" before closing; untouched, it closes at once. The form's own Cancel and a
 * saved form call `onClose` directly.
 */
export function useDiscardGuard({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (!opened) setTouched(false);
  }, [opened]);
  const markTouched = () => setTouched(true);
  const requestClose = () => {
    if (!touched) return onClose();
    openConfirm({
      title: 'Discard your changes?',
      message: 'What you typed here has not been saved.',
      confirmLabel: 'Yes, Discard them',
      onConfirm: onClose,
    });
  };
  return { requestClose, touchedProps: { onInput: markTouched, onChange: markTouched } };
}
