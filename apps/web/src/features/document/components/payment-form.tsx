import { ZSalePaymentFields, checkCreditNotePayment } from '@amc/contracts';
import { Group, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { CalendarDateInput } from '../../../components/calendar-date-input';
import { FormActions } from '../../../components/form-actions';
import { MoneyText } from '../../../components/money-text';
import { businessToday } from '../../../lib/business-today';
import { applyServerIssues, useFieldProps } from '../../../lib/form-errors';

/** What the form sends: amount, date, method, the credit note of a payment by credit, note. */
export type TPaymentValues<TMethod extends string = string> = {
  amount: string;
  date: string;
  method: TMethod;
  credit_note_id: number | null;
  note: string;
};

export type TPaymentFormSubmit<TBody> = { body: TBody; onError: (error: unknown) => void };

/** A credit note the customer may pay with: its number and the credit it has left. */
export type TCreditChoice = { id: number; credit_no: string; balance: string };

const ZPaymentForm = ZSalePaymentFields.superRefine(checkCreditNotePayment);

/**
 * Money that changes hands on a document, recorded the same way whichever way it goes: a bill's payment, a credit
 * note's refund. It starts with the most it may be (`limit`, shown above); more is refused by the server, whose
 * sentence lands on the amount. With `credits`, the method "credit note" pays with one of them.
 */
export function PaymentForm<TBody, TMethod extends string>({
  limit,
  methods,
  credits = [],
  submitLabel,
  toBody,
  submitting,
  onSubmit,
  onCancel,
}: {
  limit: { label: string; amount: string };
  /** The first is chosen at the start. */
  methods: readonly [TMethod, ...TMethod[]];
  credits?: readonly TCreditChoice[];
  submitLabel: string;
  toBody: (values: TPaymentValues<TMethod>) => TBody;
  submitting: boolean;
  onSubmit: (submit: TPaymentFormSubmit<TBody>) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<TPaymentValues<TMethod>>({
    initialValues: {
      amount: limit.amount,
      date: businessToday(),
      method: methods[0],
      credit_note_id: null,
      note: '',
    },
    validate: zod4Resolver(ZPaymentForm, { errorPriority: 'first' }),
    validateInputOnBlur: true,
  });
  const field = useFieldProps(form);
  // Paying by credit is offered only while the customer has credit to pay with.
  const offered = methods.filter((method) => method !== 'credit_note' || credits.length > 0);
  const methodData = offered.map((value) => ({ value, label: t(`sale.method.${value as string}`) }));
  const byCredit = form.values.method === 'credit_note';

  const chooseCredit = (value: string | null) => {
    const credit = credits.find((c) => String(c.id) === value);
    form.setFieldValue('credit_note_id', credit?.id ?? null);
    // At most what the note has left and what is due.
    if (credit)
      form.setFieldValue('amount', Math.min(Number(credit.balance), Number(limit.amount)).toFixed(2));
  };

  const submit = (values: TPaymentValues<TMethod>) =>
    onSubmit({
      body: toBody({ ...values, credit_note_id: byCredit ? values.credit_note_id : null }),
      onError: (error) => applyServerIssues(form, error),
    });

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {limit.label}
          </Text>
          <Text size="sm" fw={600} component="span">
            <MoneyText amount={limit.amount} />
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
        {byCredit && (
          <Select
            label={t('creditNote.payWith')}
            withAsterisk
            data={credits.map((credit) => ({
              value: String(credit.id),
              label: t('creditNote.choice', { number: credit.credit_no, balance: credit.balance }),
            }))}
            {...field('credit_note_id')}
            value={form.values.credit_note_id === null ? null : String(form.values.credit_note_id)}
            onChange={chooseCredit}
          />
        )}
        <Textarea
          label={t('sale.payment.note')}
          autosize
          minRows={2}
          maxRows={4}
          dir="auto"
          {...field('note')}
        />
        <FormActions submitLabel={submitLabel} submitting={submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
