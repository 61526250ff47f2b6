import { ZCompleteServiceBody, type TCompleteServiceInput, type TService } from '@amc/contracts';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { CalendarDateInput } from '../../../components/calendar-date-input';
import { applyServerIssues, useFieldProps } from '../../../lib/form-errors';
import { useCompleteService } from '../api/use-complete-service';
import { businessToday } from '../../../lib/business-today';
import { FormModal } from '../../../components/form-modal';

function CompleteForm({ service, onDone }: { service: TService; onDone: () => void }) {
  const { t } = useTranslation();
  const complete = useCompleteService();
  const form = useForm<TCompleteServiceInput>({
    initialValues: {
      id: service.id,
      completed_date: businessToday(),
      remark: service.remark ?? '',
    },
    validate: zod4Resolver(ZCompleteServiceBody, { errorPriority: 'first' }),
    validateInputOnBlur: true,
  });
  const field = useFieldProps(form);

  const submit = (values: TCompleteServiceInput) =>
    complete.mutate(ZCompleteServiceBody.parse(values), {
      onSuccess: onDone,
      onError: (error) => applyServerIssues(form, error),
    });

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <Stack gap={2}>
          <Text size="sm">{t('service.complete.message')}</Text>
          <Text size="sm" fw={600}>
            <bdi>{service.service_no}</bdi> · <bdi>{service.service_title}</bdi>
          </Text>
        </Stack>
        <CalendarDateInput
          label={t('service.field.completedDate')}
          description={t('service.complete.dateHint')}
          maxDate={businessToday()}
          {...field('completed_date')}
        />
        <Textarea
          label={t('service.field.remark')}
          autosize
          minRows={2}
          maxRows={6}
          dir="auto"
          {...field('remark')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={complete.isPending}>
            {t('action.cancel')}
          </Button>
          <Button
            type="submit"
            color="teal"
            loading={complete.isPending}
            disabled={complete.isPending}
            leftSection={<IconCircleCheck size={18} />}
          >
            {t('service.complete.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** "Complete": confirms and records the day the service was done (today unless told; never later). */
export function ServiceCompleteModal({
  opened,
  service,
  onClose,
}: {
  opened: boolean;
  service: TService | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <FormModal opened={opened} onClose={onClose} title={t('service.complete.title')}>
      {service && <CompleteForm key={service.id} service={service} onDone={onClose} />}
    </FormModal>
  );
}
