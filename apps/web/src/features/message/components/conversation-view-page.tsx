import { ZReplyMessageBody, type TConversation, type TConversationMessage, pagePath } from '@amc/contracts';
import {
  Alert,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconArrowLeft, IconSend, IconTrash } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { CONFIRM_TITLE, openConfirm } from '../../../components/confirm-action';
import { RowActionButton } from '../../../components/row-action-button';
import { translateMessage } from '../../../i18n/translate-message';
import { applyServerIssues, useFieldProps } from '../../../lib/form-errors';
import { useRight } from '../../../lib/use-right';
import { useConversation } from '../api/use-conversation';
import { useDeleteConversation } from '../api/use-delete-conversation';
import { useDeleteMessage } from '../api/use-delete-message';
import { useReplyMessage } from '../api/use-reply-message';
import { MessageTime } from './message-time';

function MessageCard({ conversationId, message }: { conversationId: number; message: TConversationMessage }) {
  const { t } = useTranslation();
  const canDelete = useRight('message_delete');
  const remove = useDeleteMessage();
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      w={{ base: '100%', sm: '85%' }}
      ms={message.mine ? 'auto' : undefined}
      bg={message.mine ? 'var(--mantine-primary-color-light)' : undefined}
      data-testid="message-item"
    >
      <Group justify="space-between" wrap="nowrap" gap="xs" mb={4}>
        <Group gap="xs" wrap="wrap">
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            <bdi>{message.mine ? t('message.view.you') : message.sender.name}</bdi>
          </Text>
          <Badge size="xs" variant="light" color="gray">
            {t(`message.role.${message.sender.role}`)}
          </Badge>
          <Text size="xs" c="dimmed">
            <MessageTime value={message.created_at} />
          </Text>
        </Group>
        {canDelete && (
          <RowActionButton
            label={t('message.action.deleteMessage')}
            color="red"
            onClick={() =>
              openConfirm({
                title: CONFIRM_TITLE,
                message: t('message.delete.messageNote'),
                confirmLabel: 'Yes, Delete it',
                onConfirm: () => remove.mutate({ conversationId, messageId: message.id }),
              })
            }
          >
            <IconTrash size={16} />
          </RowActionButton>
        )}
      </Group>
      {/* Plain text by contract: React escapes it, and line breaks are kept without turning it into HTML. */}
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} dir="auto">
        {message.body}
      </Text>
    </Card>
  );
}

function ReplyBox({ conversationId }: { conversationId: number }) {
  const { t } = useTranslation();
  const reply = useReplyMessage();
  const form = useForm<{ body: string }>({
    initialValues: { body: '' },
    validate: zod4Resolver(ZReplyMessageBody, { errorPriority: 'first' }),
  });
  const field = useFieldProps(form);
  const submit = ({ body }: { body: string }) =>
    reply.mutate(
      { id: conversationId, body: ZReplyMessageBody.parse({ body }).body },
      { onSuccess: () => form.reset(), onError: (error) => applyServerIssues(form, error) },
    );
  return (
    <Card withBorder radius="md" padding="md">
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="sm">
          <Textarea
            label={t('message.reply.label')}
            placeholder={t('message.reply.placeholder')}
            autosize
            minRows={3}
            maxRows={10}
            dir="auto"
            {...field('body')}
          />
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={reply.isPending}
              leftSection={<IconSend size={16} className="mirror-rtl" />}
            >
              {t('message.reply.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

function ConversationView({ conversation }: { conversation: TConversation }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const canAdd = useRight('message_add');
  const canDelete = useRight('message_delete');
  const removeConversation = useDeleteConversation();
  const goBack = () => (location.key === 'default' ? navigate(pagePath('messageList')) : navigate(-1));
  const others = conversation.participants.map((p) => p.name).join(', ');

  return (
    <Stack gap="md" maw={900}>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={2} dir="auto" style={{ overflowWrap: 'anywhere' }}>
            {conversation.subject}
          </Title>
          <Text c="dimmed">
            {t('message.view.with')} <bdi>{others || t('message.view.nobody')}</bdi>
          </Text>
        </div>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={16} className="mirror-rtl" />}
            onClick={goBack}
          >
            {t('action.back')}
          </Button>
          {canDelete && (
            <Button
              color="red"
              variant="light"
              leftSection={<IconTrash size={16} />}
              onClick={() =>
                openConfirm({
                  title: CONFIRM_TITLE,
                  message: t('message.delete.conversationNote'),
                  confirmLabel: 'Yes, Delete it',
                  onConfirm: () =>
                    removeConversation.mutate(conversation.id, {
                      onSuccess: () => navigate(pagePath('messageList')),
                    }),
                })
              }
            >
              {t('message.action.deleteConversation')}
            </Button>
          )}
        </Group>
      </Group>
      <Stack gap="sm" aria-label={t('message.view.thread')} component="section">
        {conversation.messages.length === 0 && <Text c="dimmed">{t('message.view.empty')}</Text>}
        {conversation.messages.map((m) => (
          <MessageCard key={m.id} conversationId={conversation.id} message={m} />
        ))}
      </Stack>
      {canAdd && <ReplyBox conversationId={conversation.id} />}
    </Stack>
  );
}

/** /message/view-message?id=N: one conversation as a thread, with a reply box; opening it marks it read. */
export function ConversationViewPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const raw = params.get('id');
  const id = raw && /^\d{1,10}$/.test(raw) ? Number(raw) : null;
  const conversation = useConversation(id);

  if (id === null || conversation.isError) {
    return (
      <Alert color="red" icon={<IconAlertTriangle />} title={t('toast.error')}>
        {conversation.isError ? translateMessage(t, conversation.error.message) : t('message.view.notFound')}
      </Alert>
    );
  }
  if (conversation.isPending) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  return <ConversationView conversation={conversation.data} />;
}
