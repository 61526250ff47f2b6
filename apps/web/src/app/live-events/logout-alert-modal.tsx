import { Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** SPEC section 9: the forced sign-out waits 7 seconds. */
export const FORCED_LOGOUT_SECONDS = 7;

/**
 * "Log out alert!": counts down while open, then calls `onLogout`. Closing it first only closes it (SPEC
 * section 4); the next call with the ended token then signs the user out anyway.
 */
export function LogoutAlertModal({
  opened,
  onClose,
  onLogout,
  seconds = FORCED_LOGOUT_SECONDS,
}: {
  opened: boolean;
  onClose: () => void;
  onLogout: () => void;
  seconds?: number;
}) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(seconds);
  const logout = useRef(onLogout);
  useEffect(() => {
    logout.current = onLogout;
  });

  useEffect(() => {
    if (!opened) return;
    setLeft(seconds);
    const timer = setInterval(() => setLeft((value) => Math.max(value - 1, 0)), 1000);
    return () => clearInterval(timer);
  }, [opened, seconds]);

  useEffect(() => {
    if (opened && left === 0) logout.current();
  }, [opened, left]);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('liveEvents.logoutAlert.title')}
      centered
      closeOnClickOutside={false}
    >
      <Stack gap="md">
        <Text size="sm">{t('liveEvents.logoutAlert.text')}</Text>
        <Text size="lg" fw={700} ta="center" data-testid="logout-countdown" aria-live="polite">
          {t('liveEvents.logoutAlert.countdown', { seconds: left })}
        </Text>
        <Progress value={(left / seconds) * 100} color="red" aria-hidden transitionDuration={900} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('action.close')}
          </Button>
          <Button color="red" leftSection={<IconLogout size={18} />} onClick={() => logout.current()}>
            {t('liveEvents.logoutAlert.now')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
