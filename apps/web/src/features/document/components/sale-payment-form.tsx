import {
  PAYMENT_METHODS,
  ZCreateSalePaymentBody,
  type TCreateSalePaymentInput,
  type TPaymentMethod,
  type TSale,
} from '@amc/contracts';
import { Group, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { CalendarDateInput } from '../../../components/calendar-date-input';
import { businessToday } from '../../../lib/business-today';
import { FormActions } from '../../../components/form-actions';
import { MoneyText } from '../../../components/money-text';
import { applyServerIssues, useFieldProps } from '../../../lib/form-errors';

type TPaymentFormValues = { amount: string; date: string; method: TPaymentMethod; note: string };

export type TPaymentFormSubmit = { body: TCreateSalePaymentInput; onError: (error: unknown) => void };

const ZPaymentFields = ZCreateSalePaymentBody.omit({ sale_id: true });

/**
 * A payment of a sale: amount (more than 0), date, method and note. It starts with what is still due; more than
 * that is refused by the server, whose sentence lands on the amount.
 */
export function SalePaymentForm({
  sale,
  submitting,
  onSubmit,
  onCancel,
}: {
  sale: TSale;
  submitting: boolean;
  onSubmit: (submit: TPaymentFormSubmit) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<TPaymentFormValues>({
    initialValues: { amount: sale.due_total, date: businessToday(), method: 'cash', note: '' },
    validate: zod4Resolver(ZPaymentFields, { errorPriority: 'first' }),
    validateInputOnBlur: true,
  });
  const field = useFieldProps(form);
  const methodData = PAYMENT_METHODS.map((value) => ({ value, label: t(`sale.method.${value}`) }));

  const submit = (values: TPaymentFormValues) =>
    onSubmit({
      body: { sale_id: sale.id, ...values },
      onError: (error) => applyServerIssues(form, error),
    });

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {t('sale.field.due')}
          </Text>
          <Text size="sm" fw={600} component="span">
            <MoneyText amount={sale.due_total} />
          </Text>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t('sale.payment.amount')}
            withAsterisk
            inputMode="decimal"
            dir="ltr"
            {...field('amount')}
          />
          <CalendarDateInput label={t('sale.payment.date')} withAsterisk clearable {...field('date')} />
          <Select
            label={t('sale.payment.method')}
            withAsterisk
            allowDeselect={false}
            data={methodData}
            {...field('method')}
          />
        </SimpleGrid>
        <Textarea
          label={t('sale.payment.note')}
          autosize
          minRows={2}
          maxRows={4}
          dir="auto"
          {...field('note')}
        />
        <FormActions submitLabel={t('sale.payment.submit')} submitting={submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
