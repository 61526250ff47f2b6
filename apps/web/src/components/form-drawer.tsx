import { Drawer } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { openConfirm } from './confirm-action';

/**
 * The side panel that holds an add or edit form beside the page it was opened from, which stays where it was.
 * While the form is being sent, a click outside does not close it (the answer would land on nothing). Once
 * something was typed or changed in it, Escape, a click outside or the close button ask before throwing that
 * away; the form's own Cancel and a saved form close it at once.
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
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (!opened) setTouched(false);
  }, [opened]);
  const requestClose = () => {
    if (!touched) return onClose();
    openConfirm({
      title: 'Discard your changes?',
      message: 'What you typed here has not been saved.',
      confirmLabel: 'Yes, Discard them',
      onConfirm: onClose,
    });
  };
  return (
    <Drawer
      opened={opened}
      onClose={requestClose}
      // Mantine mirrors "right" in right-to-left pages: the drawer always opens on the reading end.
      position="right"
      size={size}
      title={title}
      closeButtonProps={{ 'aria-label': t('action.close') }}
      closeOnClickOutside={!submitting}
    >
      {/* Any typing or choosing inside marks the form as touched (input and change events bubble up here). */}
      <div onInput={() => setTouched(true)} onChange={() => setTouched(true)}>
        {children}
      </div>
    </Drawer>
  );
}
