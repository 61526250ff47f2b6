import { ZCreateTaxBody, type TCreateTaxInput, type TTax } from '@amc/contracts';
import { Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { applyServerIssues, useFieldProps } from '../../../lib/form-errors';
import { useCreateTax } from '../api/use-create-tax';
import { useUpdateTax } from '../api/use-update-tax';
import { FormActions } from '../../../components/form-actions';
import { FormModal } from '../../../components/form-modal';
import { TaxComponentsInput } from './tax-components-input';

function TaxForm({ tax, onDone }: { tax: TTax | null; onDone: () => void }) {
  const { t } = useTranslation();
  const create = useCreateTax();
  const update = useUpdateTax();
  const sending = create.isPending || update.isPending;
  const form = useForm<TCreateTaxInput>({
    initialValues: {
      name: tax?.name ?? '',
      percentage: tax?.percentage ?? '',
      components: tax?.components.map((c) => ({ ...c })) ?? [],
    },
    validate: zod4Resolver(ZCreateTaxBody, { errorPriority: 'first' }),
    validateInputOnBlur: true,
  });
  const field = useFieldProps(form);

  const submit = (values: TCreateTaxInput) => {
    const body = ZCreateTaxBody.parse(values);
    const handlers = { onSuccess: onDone, onError: (error: unknown) => applyServerIssues(form, error) };
    if (tax) update.mutate({ ...body, id: tax.id }, handlers);
    else create.mutate(body, handlers);
  };

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <TextInput label={t('tax.field.name')} withAsterisk dir="auto" data-autofocus {...field('name')} />
        <TextInput
          label={t('tax.field.percentage')}
          withAsterisk
          inputMode="decimal"
          dir="ltr"
          rightSection="%"
          {...field('percentage')}
        />
        <TaxComponentsInput form={form} />
        <FormActions
          submitLabel={tax ? t('tax.edit.submit') : t('tax.add.submit')}
          submitting={sending}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}

/** Add (tax null) or edit a tax: name and percentage (SPEC: both required), and its components when it has parts. */
export function TaxFormModal({
  opened,
  tax,
  onClose,
}: {
  opened: boolean;
  tax: TTax | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={tax ? t('tax.edit.title') : t('tax.add.title')}
      size="lg"
    >
      <TaxForm key={tax?.id ?? 'new'} tax={tax} onDone={onClose} />
    </FormModal>
  );
}
