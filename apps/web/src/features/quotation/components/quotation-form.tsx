import {
  DOCUMENT_MAX_ITEMS,
  QUOTATION_STATUSES,
  ZCreateQuotationBody,
  type TCreateQuotationInput,
  type TQuotation,
} from '@amc/contracts';
import { Select, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarDateInput } from '../../../components/calendar-date-input';
import { applyLineIssues, emptyPricedLine } from '../../../components/document-lines/document-line-rows';
import { DocumentLinesEditor } from '../../../components/document-lines/document-lines-editor';
import { FormActions } from '../../../components/form-actions';
import { applyServerIssues, useFieldProps } from '../../../lib/form-errors';
import { useTaxOptions } from '../../../lookups/use-tax-options';
import { useUserOptions } from '../../../lookups/use-user-options';
import { toQuotationBody, toQuotationFormValues, type TQuotationFormValues } from './quotation-form-values';
import { peopleSelectData } from '../../../lookups/select-data';

export type TQuotationFormSubmit = { body: TCreateQuotationInput; onError: (error: unknown) => void };

/**
 * Add and edit of a quotation (SPEC section 3: customer, date, status, note, and lines of product, quantity,
 * price, tax and discount %). The totals shown while typing are worked out like the server's; the saved
 * quotation carries the server's own figures. Validates with the contract; the caller sends.
 */
export function QuotationForm({
  quotation,
  submitting,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  quotation: TQuotation | null;
  submitting: boolean;
  submitLabel: string;
  onSubmit: (submit: TQuotationFormSubmit) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<TQuotationFormValues>({
    initialValues: toQuotationFormValues(quotation),
    validate: zod4Resolver(ZCreateQuotationBody, { errorPriority: 'first' }),
    validateInputOnBlur: true,
  });
  const field = useFieldProps(form);
  const customers = useUserOptions('customer');
  const taxes = useTaxOptions();

  // A customer disabled since still shows on the quotation being edited.
  const customerData = useMemo(() => {
    const offered = peopleSelectData(customers.data);
    const current = quotation?.customer;
    return current && !offered.some((o) => o.value === String(current.id))
      ? [{ value: String(current.id), label: current.full_name }, ...offered]
      : offered;
  }, [customers.data, quotation]);
  const statusData = QUOTATION_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }));

  const submit = (values: TQuotationFormValues) =>
    onSubmit({
      body: toQuotationBody(values),
      onError: (error) => {
        applyServerIssues(form, error);
        applyLineIssues(form, error);
      },
    });

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label={t('quotation.field.customer')}
            placeholder={t('quotation.choose.customer')}
            withAsterisk
            searchable
            clearable
            data={customerData}
            disabled={customers.isPending}
            nothingFoundMessage={t('documentLines.nothingFound')}
            {...field('customer_id')}
          />
          <CalendarDateInput label={t('quotation.field.date')} withAsterisk clearable {...field('date')} />
          <Select
            label={t('quotation.field.status')}
            withAsterisk
            allowDeselect={false}
            data={statusData}
            {...field('status')}
          />
        </SimpleGrid>
        <DocumentLinesEditor
          form={form}
          kept={quotation?.items ?? []}
          price={{
            field: 'price',
            label: t('documentLines.price'),
            labelOf: (n) => t('documentLines.priceOf', { n }),
          }}
          taxes={taxes.data ?? []}
          testIdPrefix="quotation"
          stockHint="quotation"
          maxItems={DOCUMENT_MAX_ITEMS}
          newLine={emptyPricedLine}
        />
        <Textarea
          label={t('quotation.field.note')}
          autosize
          minRows={2}
          maxRows={5}
          dir="auto"
          {...field('note')}
        />
        <FormActions submitLabel={submitLabel} submitting={submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
