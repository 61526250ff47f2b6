import { WEBHOOK_HEADERS, type TWebhook } from '@amc/contracts';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Code,
  CopyButton,
  Group,
  Loader,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import {
  IconCheck,
  IconCopy,
  IconEdit,
  IconList,
  IconPlayerPause,
  IconPlayerPlay,
  IconPlus,
  IconSend,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openConfirm } from '../../../components/confirm-action';
import { WhenText } from '../../../components/date-text';
import { FormModal } from '../../../components/form-modal';
import { PageTitle } from '../../../components/page-title';
import { useWebhookAction, useWebhooks } from '../api/use-webhooks';
import { WebhookDeliveries } from './webhook-deliveries';
import { WebhookForm } from './webhook-form';

/** The endpoint's secret, hidden until asked for, with a copy button. */
function Secret({ secret }: { secret: string }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {t('webhook.secret')}
      </Text>
      <Code dir="ltr" style={{ overflowWrap: 'anywhere' }}>
        {shown ? secret : `${secret.slice(0, 8)}…`}
      </Code>
      <Button variant="subtle" mih={44} px="xs" onClick={() => setShown(!shown)}>
        {shown ? t('webhook.hide') : t('webhook.show')}
      </Button>
      <CopyButton value={secret}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t('webhook.copied') : t('webhook.copy')}>
            <ActionIcon variant="subtle" size={44} onClick={copy} aria-label={t('webhook.copy')}>
              {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}

function WebhookCard({ webhook, onEdit }: { webhook: TWebhook; onEdit: () => void }) {
  const { t } = useTranslation();
  const [logOpen, setLogOpen] = useState(false);
  const remove = useWebhookAction('delete');
  const test = useWebhookAction('test');
  const pause = useWebhookAction('pause');
  const resume = useWebhookAction('resume');
  const paused = webhook.status === 'paused';
  return (
    <Card withBorder radius="md" padding="md" data-testid={`webhook-card-${webhook.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} dir="ltr" style={{ overflowWrap: 'anywhere' }}>
            {webhook.url}
          </Text>
          <Badge color={paused ? 'orange' : 'teal'} variant="light" style={{ minWidth: 'max-content' }}>
            {t(`webhook.status.${webhook.status}`)}
          </Badge>
        </Group>
        {paused && (
          <Alert color="orange" variant="light" p="xs">
            {t('webhook.pausedNote')}
            {webhook.paused_at && (
              <>
                {' '}
                <WhenText value={webhook.paused_at} />
              </>
            )}
          </Alert>
        )}
        <Group gap={6}>
          {webhook.events.map((event) => (
            <Badge key={event} variant="outline" color="gray" style={{ textTransform: 'none' }}>
              {t(`webhook.event.${event}`)}
            </Badge>
          ))}
        </Group>
        <Secret secret={webhook.secret} />
        <Text size="sm" c="dimmed">
          {t('webhook.lastDelivery')}{' '}
          {webhook.last_delivery ? (
            <>
              {t(`webhook.delivery.${webhook.last_delivery.status}`)} ·{' '}
              <WhenText value={webhook.last_delivery.at} />
            </>
          ) : (
            t('webhook.none')
          )}
        </Text>
        <Group gap="xs">
          <Button
            variant="light"
            mih={44}
            leftSection={<IconSend size={16} />}
            loading={test.isPending}
            onClick={() => {
              setLogOpen(true);
              test.mutate(webhook.id);
            }}
          >
            {t('webhook.test')}
          </Button>
          <Button
            variant="default"
            mih={44}
            leftSection={<IconList size={16} />}
            onClick={() => setLogOpen(!logOpen)}
            aria-expanded={logOpen}
          >
            {t('webhook.log.title')}
          </Button>
          <Button variant="default" mih={44} leftSection={<IconEdit size={16} />} onClick={onEdit}>
            {t('webhook.edit')}
          </Button>
          <Button
            variant="default"
            mih={44}
            leftSection={paused ? <IconPlayerPlay size={16} /> : <IconPlayerPause size={16} />}
            loading={pause.isPending || resume.isPending}
            onClick={() => (paused ? resume : pause).mutate(webhook.id)}
          >
            {paused ? t('webhook.resume') : t('webhook.pause')}
          </Button>
          <Button
            variant="light"
            color="red"
            mih={44}
            leftSection={<IconTrash size={16} />}
            onClick={() =>
              openConfirm({
                title: 'Are you sure?',
                message: t('webhook.deleteText'),
                confirmLabel: 'Yes, Delete it',
                onConfirm: () => remove.mutate(webhook.id),
              })
            }
          >
            {t('webhook.delete')}
          </Button>
        </Group>
        {logOpen && <WebhookDeliveries id={webhook.id} />}
      </Stack>
    </Card>
  );
}

/**
 * Settings → Webhooks (issue 26, section 5): the endpoints other programs listen on, the events each hears, its
 * secret to check signatures with, a test, pause and resume, and its delivery log. Admins only, like the routes.
 */
export function WebhooksPage() {
  const { t } = useTranslation();
  const webhooks = useWebhooks();
  const [editing, setEditing] = useState<TWebhook | 'new' | null>(null);
  const close = () => setEditing(null);
  return (
    <Stack gap="lg" maw={1100}>
      <PageTitle
        title={t('webhook.title')}
        subtitle={t('webhook.subtitle')}
        actions={
          <Button mih={44} leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            {t('webhook.add')}
          </Button>
        }
      />
      <Alert variant="light" color="blue" title={t('webhook.howTitle')}>
        <Text size="sm">{t('webhook.how')}</Text>
        <Code block dir="ltr" mt="xs" fz="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {`${WEBHOOK_HEADERS.event}: complaint.created
${WEBHOOK_HEADERS.delivery}: 5f0c…
${WEBHOOK_HEADERS.timestamp}: 1796000000
${WEBHOOK_HEADERS.signature}: sha256=HMAC_SHA256(secret, "<timestamp>.<body>")`}
        </Code>
      </Alert>
      {!webhooks.data ? (
        <Loader size="sm" />
      ) : webhooks.data.length === 0 ? (
        <Text c="dimmed">{t('webhook.empty')}</Text>
      ) : (
        <Stack gap="md">
          {webhooks.data.map((webhook) => (
            <WebhookCard key={webhook.id} webhook={webhook} onEdit={() => setEditing(webhook)} />
          ))}
        </Stack>
      )}
      <FormModal
        opened={editing !== null}
        onClose={close}
        title={editing === 'new' ? t('webhook.add') : t('webhook.edit')}
        size="lg"
        testId="webhook-form"
      >
        {editing !== null && <WebhookForm webhook={editing === 'new' ? null : editing} onSaved={close} />}
      </FormModal>
    </Stack>
  );
}
