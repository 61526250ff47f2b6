import { ZCreateMessageBody } from '@amc/contracts';
import { Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions';
import { applyServerIssues, useFieldProps } from '../../../lib/form-errors';
import { useSendMessage } from '../api/use-send-message';
import { RecipientSelect } from './recipient-select';
import { FormModal } from '../../../components/form-modal';

/** The picker holds ids as text; the contract reads them as numbers (ZId coerces). */
type TComposeValues = { recipient_ids: string[]; subject: string; body: string };

function ComposeForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const send = useSendMessage();
  const form = useForm<TComposeValues>({
    initialValues: { recipient_ids: [], subject: '', body: '' },
    validate: zod4Resolver(ZCreateMessageBody, { errorPriority: 'first' }),
  });
  const field = useFieldProps(form);

  const submit = (values: TComposeValues) => {
    send.mutate(ZCreateMessageBody.parse(values), {
      onSuccess: onDone,
      onError: (error) => applyServerIssues(form, error),
    });
  };

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <RecipientSelect
          value={form.values.recipient_ids}
          onChange={(ids) => form.setFieldValue('recipient_ids', ids)}
          error={field('recipient_ids').error}
        />
        <TextInput label={t('message.field.subject')} withAsterisk dir="auto" {...field('subject')} />
        <Textarea
          label={t('message.field.body')}
          withAsterisk
          dir="auto"
          autosize
          minRows={5}
          maxRows={14}
          {...field('body')}
        />
        <FormActions submitLabel={t('message.compose.send')} submitting={send.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}

/** A new conversation: recipients, subject and a plain-text message. */
export function ComposeMessageModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <FormModal opened={opened} onClose={onClose} size="lg" title={t('message.compose.title')}>
      <ComposeForm onDone={onClose} />
    </FormModal>
  );
}
