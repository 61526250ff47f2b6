import { contractTerm, ZCancelAmcBody, type TAmc } from '@amc/contracts';
import { List, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconBan } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { CalendarDateInput } from '../../../components/calendar-date-input';
import { FormActions } from '../../../components/form-actions';
import { FormModal } from '../../../components/form-modal';
import { businessToday } from '../../../lib/business-today';
import { useFieldProps } from '../../../lib/form-errors';
import { useAmcActionErrors } from './use-amc-action-errors';
import { useCancelAmc } from '../api/use-cancel-amc';

type TCancelFormValues = { cancelled_on: string };

const ZCancelFields = ZCancelAmcBody.pick({ cancelled_on: true });

function AmcCancelForm({
  amc,
  cancel,
  onDone,
}: {
  amc: TAmc;
  cancel: ReturnType<typeof useCancelAmc>;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<TCancelFormValues>({
    initialValues: { cancelled_on: businessToday() },
    validate: zod4Resolver(ZCancelFields, { errorPriority: 'first' }),
    validateInputOnBlur: true,
  });
  const field = useFieldProps(form);
  const refused = useAmcActionErrors(form, onDone);
  // The term's last day is the day before the next term would start. The calendar offers only the term's days, but
  // a day typed outside it is kept, so the server's sentence lands on the field instead of an empty date.
  const lastDay = contractTerm(amc.start_date, amc.interval_months, amc.service_count).end;

  const submit = (values: TCancelFormValues) =>
    cancel.mutate(ZCancelAmcBody.parse({ id: amc.id, ...values }), {
      onSuccess: onDone,
      onError: refused,
    });

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <CalendarDateInput
          label={t('amc.cancel.date')}
          withAsterisk
          clearable
          getDayProps={(day) => ({ disabled: day < amc.start_date || day > lastDay })}
          {...field('cancelled_on')}
        />
        <List size="sm" spacing="xs">
          <List.Item>{t('amc.cancel.visits')}</List.Item>
          {/* A contract billed by hand has no periods for the cancellation to shorten. */}
          {amc.billing_cycle !== 'none' && <List.Item>{t('amc.cancel.billing')}</List.Item>}
          <List.Item>{t('amc.cancel.kept')}</List.Item>
        </List>
        <FormActions
          submitLabel={t('amc.cancel.submit')}
          submitting={cancel.isPending}
          onCancel={onDone}
          submitColor="red"
          submitIcon={<IconBan size={18} />}
        />
      </Stack>
    </form>
  );
}

/**
 * Cancelling a contract: the day it stops (today unless another day of its term is chosen) and what that does,
 * before the office confirms it.
 */
export function AmcCancelModal({
  opened,
  amc,
  onClose,
}: {
  opened: boolean;
  amc: TAmc;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const cancel = useCancelAmc();
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t('amc.cancel.title')}
      submitting={cancel.isPending}
      testId="amc-cancel-modal"
    >
      <AmcCancelForm key={amc.id} amc={amc} cancel={cancel} onDone={onClose} />
    </FormModal>
  );
}
