import { Modal, type ModalProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../lib/use-is-phone';
import { useDiscardGuard } from './use-discard-guard';

/**
 * A dialog that holds a short form (a tax, a payment, a message, a password): like FormDrawer, Escape, a click
 * outside or the close button ask before typed input is thrown away, and while the form is being sent a click
 * outside does not close it. On a phone it takes the whole screen, so the keyboard never hides its buttons.
 */
export function FormModal({
  opened,
  onClose,
  title,
  submitting = false,
  size,
  testId,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  submitting?: boolean;
  size?: ModalProps['size'];
  /** The dialog's handle for the browser journeys. */
  testId?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const { requestClose, touchedProps } = useDiscardGuard({ opened, onClose });
  return (
    <Modal
      opened={opened}
      onClose={requestClose}
      title={title}
      size={size}
      centered
      fullScreen={isPhone}
      closeOnClickOutside={!submitting}
      closeButtonProps={{ 'aria-label': t('action.close') }}
      data-testid={testId}
    >
      <div {...touchedProps}>{children}</div>
    </Modal>
  );
}
