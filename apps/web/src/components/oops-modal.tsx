import { Button, Group, Modal, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** SPEC's "Oops..." popup: a blocking message (backend unreachable, install failed) with one way on. */
export function OopsModal({
  opened,
  message,
  onClose,
  action,
}: {
  opened: boolean;
  message: string;
  onClose?: () => void;
  action?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose ?? (() => undefined)}
      withCloseButton={Boolean(onClose)}
      closeOnClickOutside={Boolean(onClose)}
      closeOnEscape={Boolean(onClose)}
      centered
      title={
        <Group gap="xs">
          <IconAlertTriangle color="var(--mantine-color-red-6)" />
          <Text fw={600}>{t('oops')}</Text>
        </Group>
      }
    >
      <Text>{message}</Text>
      <Group justify="flex-end" mt="lg">
        {action ?? (onClose && <Button onClick={onClose}>{t('action.ok')}</Button>)}
      </Group>
    </Modal>
  );
}
