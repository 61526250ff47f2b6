import { MSG } from '@amc/contracts';
import { notifications } from '@mantine/notifications';
import { i18n } from '../i18n/i18n';
import { translateMessage } from '../i18n/translate-message';

/** A successful write's `message`, as SPEC section 7 asks: a green toast. */
export function notifySuccess(message: string): void {
  notifications.show({
    color: 'green',
    title: i18n.t('toast.success'),
    message: translateMessage(i18n.t, message),
  });
}

/** Any failure of a write: the server's sentence when it gave one, in a red toast. */
export function notifyError(error: unknown): void {
  const message = error instanceof Error && error.message ? error.message : MSG.serverError;
  notifications.show({
    color: 'red',
    title: i18n.t('toast.error'),
    message: translateMessage(i18n.t, message),
  });
}

/** How every write reports, in the shape useMutation takes; useApiMutation applies it to every write of the web. */
export const mutationToasts = {
  onSuccess: (answer: { message: string }) => notifySuccess(answer.message),
  onError: (error: unknown) => notifyError(error),
};
