import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The side panel that holds an add or edit form beside the page it was opened from, which stays where it was.
 * While the form is being sent, a click outside does not close it (the answer would land on nothing).
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
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      // Mantine mirrors "right" in right-to-left pages: the drawer always opens on the reading end.
      position="right"
      size={size}
      title={title}
      closeButtonProps={{ 'aria-label': t('action.close') }}
      closeOnClickOutside={!submitting}
    >
      {children}
    </Drawer>
  );
}
