import type { ReactNode } from 'react';
import { Alert, Badge, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconClockPause, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../i18n/translate-message';
import type { TOutboxRecord } from '../lib/offline/outbox';
import { useOutbox, useOutboxSender, useSendOutbox } from '../lib/offline/use-outbox';

/** "Send now": tries the waiting completions at once. */
export function SendNowButton({ size = 'sm' }: { size?: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  const send = useSendOutbox();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size={size}
      mih={44}
      variant="light"
      leftSection={<IconSend size={16} />}
      loading={busy}
      onClick={() => {
        setBusy(true);
        void send()
          .catch(() => undefined)
          .finally(() => setBusy(false));
      }}
    >
      {t('outbox.sendNow')}
    </Button>
  );
}

/** One completion's state on this device: waiting to send, sending, sent, or refused with the server's reason. */
export function OutboxStateAlert({
  record,
}: {
  record: Pick<TOutboxRecord, 'state'> & Partial<TOutboxRecord>;
}) {
  const { t } = useTranslation();
  if (record.state === 'sent')
    return (
      <Alert
        color="teal"
        variant="light"
        icon={<IconCheck size={18} />}
        data-testid="outbox-state"
        role="status"
      >
        {t('outbox.sent')}
      </Alert>
    );
  if (record.state === 'failed')
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle size={18} />}
        data-testid="outbox-state"
        role="alert"
      >
        {t('outbox.failed', { message: record.error ? translateMessage(t, record.error) : '' })}
      </Alert>
    );
  return (
    <WaitingAlert testId="outbox-state">
      {record.state === 'sending' ? t('outbox.sending') : t('outbox.waiting')}
    </WaitingAlert>
  );
}

/** What still waits on this device, with Send now beside it. */
function WaitingAlert({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconClockPause size={18} />}
      data-testid={testId}
      role="status"
    >
      <Group justify="space-between" gap="xs">
        <Text size="sm">{children}</Text>
        <SendNowButton />
      </Group>
    </Alert>
  );
}

/**
 * What a My work card shows of its record on this device (a visit's completion, a task's hours): a small badge of
 * its state and, once refused, the server's reason.
 */
export function OutboxBadge({ record }: { record: TOutboxRecord }) {
  const { t } = useTranslation();
  const color = record.state === 'sent' ? 'teal' : record.state === 'failed' ? 'red' : 'yellow';
  const label =
    record.state === 'sent'
      ? t('outbox.sent')
      : record.state === 'failed'
        ? t('outbox.failedShort')
        : t('outbox.waiting');
  return (
    <Group gap="xs">
      <Badge
        color={color}
        variant="light"
        radius="sm"
        data-testid="outbox-badge"
        style={{ whiteSpace: 'normal' }}
      >
        {label}
      </Badge>
      {record.state === 'failed' && record.error && (
        <Text size="xs" c="red">
          {translateMessage(t, record.error)}
        </Text>
      )}
    </Group>
  );
}

/** "2 waiting to send" with Send now, or nothing when the device holds no completion to send. */
export function OutboxCount() {
  const { t } = useTranslation();
  const waiting = useOutbox().filter((row) => row.state === 'waiting' || row.state === 'sending');
  if (waiting.length === 0) return null;
  return <WaitingAlert testId="outbox-count">{t('outbox.count', { count: waiting.length })}</WaitingAlert>;
}

/**
 * In the header: sends the device's waiting completions when the app starts and when the connection comes back,
 * and shows how many are still waiting.
 */
export function OutboxHeaderStatus() {
  const { t } = useTranslation();
  useOutboxSender();
  const waiting = useOutbox().filter((row) => row.state === 'waiting' || row.state === 'sending');
  if (waiting.length === 0) return null;
  return (
    <Badge
      color="yellow"
      variant="light"
      radius="sm"
      data-testid="outbox-header"
      leftSection={<IconClockPause size={14} />}
    >
      {t('outbox.countShort', { count: waiting.length })}
    </Badge>
  );
}
