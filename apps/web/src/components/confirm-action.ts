import { modals } from '@mantine/modals';
import { i18n } from '../i18n/i18n';
import { translateMessage } from '../i18n/translate-message';

/** SPEC section 8's confirmation wording; translated by its English text like the other SPEC sentences. */
export const CONFIRM_TITLE = 'Are you sure?';
const CANCEL_LABEL = 'Cancel';

type TConfirmOptions = {
  /** "Are you sure?" (CONFIRM_TITLE) or any text; SPEC sentences are translated here. */
  title: string;
  message?: string;
  confirmLabel:
    | 'Yes, Delete it'
    | 'Yes, Archive it'
    | 'Yes, Mark delivered'
    | 'Yes, Convert it'
    | 'Yes, Send it'
    | 'Yes, Issue it'
    | 'Yes, Discard them'
    | 'Yes, Reset it'
    | 'Yes, Revoke it';
  onConfirm: () => void;
};

/** The one confirmation before a delete or an archive: "Are you sure?" / "Yes, Delete it" / Cancel. */
export function openConfirm({ title, message, confirmLabel, onConfirm }: TConfirmOptions): void {
  const say = (text: string) => translateMessage(i18n.t, text);
  modals.openConfirmModal({
    title: say(title),
    children: message ? say(message) : undefined,
    centered: true,
    labels: { confirm: say(confirmLabel), cancel: say(CANCEL_LABEL) },
    confirmProps: {
      color: ['Yes, Delete it', 'Yes, Discard them', 'Yes, Revoke it'].includes(confirmLabel)
        ? 'red'
        : 'orange',
    },
    onConfirm,
  });
}
