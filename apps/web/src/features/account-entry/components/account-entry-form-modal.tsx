import {
  ZCreateAccountEntryBody,
  type TAccountEntry,
  type TAccountEntryKind,
  type TCreateAccountEntryInput,
} from '@amc/contracts';
import { Button, Group, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { CalendarDateInput } from '../../../components/calendar-date-input';
import { getStoredBranding } from '../../../lib/browser-storage';
import { applyServerIssues, useFieldProps } from '../../../lib/form-errors';
import { useCreateAccountEntry } from '../api/use-create-account-entry';
import { useUpdateAccountEntry } from '../api/use-update-account-entry';
import { accountEntryTexts } from './account-entry-texts';
import { businessToday } from '../../../lib/business-today';
import { FormModal } from '../../../components/form-modal';

/** A new entry is dated today; an edit starts from the stored values. */
export const toAccountEntryFormValues = (entry: TAccountEntry | null): TCreateAccountEntryInput => ({
  title: entry?.title ?? '',
  label: entry?.label ?? '',
  amount: entry?.amount ?? '',
  date: entry?.date ?? businessToday(),
  note: entry?.note ?? '',
});

function AccountEntryForm({
  kind,
  entry,
  onDone,
}: {
  kind: TAccountEntryKind;
  entry: TAccountEntry | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateAccountEntry(kind);
  const update = useUpdateAccountEntry(kind);
  const sending = create.isPending || update.isPending;
  const form = useForm<TCreateAccountEntryInput>({
    initialValues: toAccountEntryFormValues(entry),
    validate: zod4Resolver(ZCreateAccountEntryBody, { errorPriority: 'first' }),
    validateInputOnBlur: true,
  });
  const field = useFieldProps(form);
  const currency = getStoredBranding().currency_code;

  const submit = (values: TCreateAccountEntryInput) => {
    const body = ZCreateAccountEntryBody.parse(values);
    const handlers = { onSuccess: onDone, onError: (error: unknown) => applyServerIssues(form, error) };
    if (entry) update.mutate({ ...body, id: entry.id }, handlers);
    else create.mutate(body, handlers);
  };

  const dateProps = field('date');
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('accountEntry.field.title')}
          withAsterisk
          dir="auto"
          data-autofocus
          {...field('title')}
        />
        <TextInput label={t('accountEntry.field.label')} withAsterisk dir="auto" {...field('label')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label={t('accountEntry.field.amount')}
            withAsterisk
            inputMode="decimal"
            dir="ltr"
            rightSection={currency}
            rightSectionWidth={currency ? 52 : undefined}
            {...field('amount')}
          />
          <CalendarDateInput
            label={t('accountEntry.field.date')}
            withAsterisk
            value={form.getValues().date}
            onChange={(value) => form.setFieldValue('date', value)}
            onBlur={dateProps.onBlur}
            error={dateProps.error}
          />
        </SimpleGrid>
        <Textarea
          label={t('accountEntry.field.note')}
          autosize
          minRows={2}
          maxRows={6}
          dir="auto"
          {...field('note')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={sending}>
            {t('action.cancel')}
          </Button>
          <Button
            type="submit"
            loading={sending}
            disabled={sending}
            leftSection={<IconDeviceFloppy size={18} />}
          >
            {t('accountEntry.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Add (entry null) or edit an income or an expense: title, label, amount, date (SPEC: all required) and a note. */
export function AccountEntryFormModal({
  kind,
  opened,
  entry,
  onClose,
}: {
  kind: TAccountEntryKind;
  opened: boolean;
  entry: TAccountEntry | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const texts = accountEntryTexts(t, kind);
  return (
    <FormModal opened={opened} onClose={onClose} size="lg" title={entry ? texts.editTitle : texts.addTitle}>
      <AccountEntryForm key={entry?.id ?? 'new'} kind={kind} entry={entry} onDone={onClose} />
    </FormModal>
  );
}
