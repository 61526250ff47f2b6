import { modals } from '@mantine/modals';
import { i18n } from '../i18n/i18n';
import { CONFIRM_TITLE } from './confirm-action';
import { translateMessage } from '../i18n/translate-message';

/**
 * The one confirmation before an employee declines an assignment (a contract or a visit): declining gives the
 * work back to the administrator and cannot be taken back, so one slip of the thumb must not do it.
 * `message` and `confirmLabel` are already translated (each feature says what goes back).
 */
export function confirmDecline({
  message,
  confirmLabel,
  onConfirm,
}: {
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
}): void {
  modals.openConfirmModal({
    title: translateMessage(i18n.t, CONFIRM_TITLE),
    children: message,
    centered: true,
    labels: { confirm: confirmLabel, cancel: translateMessage(i18n.t, 'Cancel') },
    // Touch-sized answers (44 px) with a gap between them, so a thumb does not hit the other one.
    confirmProps: { color: 'red', mih: 44 },
    cancelProps: { mih: 44 },
    groupProps: { gap: 'md' },
    onConfirm,
  });
}
