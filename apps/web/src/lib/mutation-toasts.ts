import { MSG } from '@amc/contracts';
import { notifications } from '@mantine/notifications';
import { i18n } from '../i18n/i18n';
import { translateMessage } from '../i18n/translate-message';

/**
 * How long a toast stays before it hides itself (SPEC section 7: top right, a close button, gone after 4 seconds
 * in some views and 5 in others). A success only confirms what the user just did, so it goes after 4 seconds; an
 * error says what went wrong and what to do, which takes longer to read, so it stays 5. The provider's default
 * (app-providers.tsx) is the longer one, for any toast shown without its own time.
 */
export const TOAST_AUTO_CLOSE_MS = { success: 4000, error: 5000 } as const;

/** A successful write's `message`, as SPEC section 7 asks: a green toast. */
export function notifySuccess(message: string): void {
  notifications.show({
    color: 'green',
    title: i18n.t('toast.success'),
    message: translateMessage(i18n.t, message),
    autoClose: TOAST_AUTO_CLOSE_MS.success,
    closeButtonProps: { 'aria-label': i18n.t('action.close') },
  });
}

/** Any failure of a write: the server's sentence when it gave one, in a red toast. */
export function notifyError(error: unknown): void {
  const message = error instanceof Error && error.message ? error.message : MSG.serverError;
  notifications.show({
    color: 'red',
    title: i18n.t('toast.error'),
    message: translateMessage(i18n.t, message),
    autoClose: TOAST_AUTO_CLOSE_MS.error,
    closeButtonProps: { 'aria-label': i18n.t('action.close') },
  });
}

/** How every write reports, in the shape useMutation takes; useApiMutation applies it to every write of the web. */
export const mutationToasts = {
  onSuccess: (answer: { message: string }) => notifySuccess(answer.message),
  onError: (error: unknown) => notifyError(error),
};
