import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../lib/use-is-phone';
import { useDiscardGuard } from './use-discard-guard';

/**
 * The side panel that holds an add or edit form beside the page it was opened from, which stays where it was.
 * While the form is being sent, a click outside does not close it (the answer would land on nothing). Once
 * something was typed or changed in it, Escape, a click outside or the close button ask before throwing that
 * away; the form's own Cancel and a saved form close it at once. On a phone it takes the whole screen.
 */
export function FormDrawer({
  opened,
  onClose,
  title,
  submitting,
  size = 720,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  submitting: boolean;
  size?: number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const { requestClose, touchedProps } = useDiscardGuard({ opened, onClose });
  return (
    <Drawer
      opened={opened}
      onClose={requestClose}
      // Mantine mirrors "right" in right-to-left pages: the drawer always opens on the reading end.
      position="right"
      size={isPhone ? '100%' : size}
      title={title}
      closeButtonProps={{ 'aria-label': t('action.close') }}
      closeOnClickOutside={!submitting}
    >
      <div {...touchedProps}>{children}</div>
    </Drawer>
  );
}
