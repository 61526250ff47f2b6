import { ZRenewalRequestBody, type TAmc } from '@amc/contracts';
import { Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconSend } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions';
import { FormModal } from '../../../components/form-modal';
import { useFieldProps } from '../../../lib/form-errors';
import { useAmcActionErrors } from './use-amc-action-errors';
import { useRequestAmcRenewal } from '../api/use-request-amc-renewal';

type TRenewalRequestFormValues = { note: string };

const ZRenewalRequestFields = ZRenewalRequestBody.pick({ note: true });

function AmcRenewalRequestForm({
  amc,
  ask,
  onDone,
}: {
  amc: TAmc;
  ask: ReturnType<typeof useRequestAmcRenewal>;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<TRenewalRequestFormValues>({
    initialValues: { note: '' },
    validate: zod4Resolver(ZRenewalRequestFields, { errorPriority: 'first' }),
    validateInputOnBlur: true,
  });
  const field = useFieldProps(form);
  const refused = useAmcActionErrors(form, onDone);

  const submit = (values: TRenewalRequestFormValues) =>
    ask.mutate(ZRenewalRequestBody.parse({ id: amc.id, ...values }), {
      onSuccess: onDone,
      onError: refused,
    });

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('amc.renewalRequest.text')}</Text>
        <Textarea
          label={t('amc.renewalRequest.note')}
          description={t('amc.renewalRequest.noteHint')}
          autosize
          minRows={3}
          maxRows={8}
          dir="auto"
          data-autofocus
          {...field('note')}
        />
        <FormActions
          submitLabel={t('amc.renewalRequest.submit')}
          submitting={ask.isPending}
          onCancel={onDone}
          submitIcon={<IconSend size={18} />}
        />
      </Stack>
    </form>
  );
}

/** The customer asks the office to renew its contract, with an optional note for the office. */
export function AmcRenewalRequestModal({
  opened,
  amc,
  onClose,
}: {
  opened: boolean;
  amc: TAmc;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const ask = useRequestAmcRenewal();
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t('amc.renewalRequest.title')}
      submitting={ask.isPending}
      testId="amc-renewal-request-modal"
    >
      <AmcRenewalRequestForm key={amc.id} amc={amc} ask={ask} onDone={onClose} />
    </FormModal>
  );
}
