import {
  DOCUMENT_MAX_ITEMS,
  QUOTATION_STATUSES,
  ZCreateQuotationBody,
  type TCreateQuotationInput,
  type TQuotation,
} from '@amc/contracts';
import { Select, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { QUOTATION } from '../document-kinds';
import { DocumentPartySelect, DocumentTextarea, showDocumentIssues } from './document-form-fields';
import { CalendarDateInput } from '../../../components/calendar-date-input';
import { emptyPricedLine } from '../../../components/document-lines/document-line-rows';
import { DocumentLinesEditor } from '../../../components/document-lines/document-lines-editor';
import { FormActions } from '../../../components/form-actions';
import { useFieldProps } from '../../../lib/form-errors';
import { useTaxOptions } from '../../../lookups/use-tax-options';
import { toQuotationBody, toQuotationFormValues, type TQuotationFormValues } from './quotation-form-values';

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
  const taxes = useTaxOptions();

  const statusData = QUOTATION_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }));

  const submit = (values: TQuotationFormValues) =>
    onSubmit({
      body: toQuotationBody(values),
      onError: (error) => {
        showDocumentIssues(form, error);
      },
    });

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <DocumentPartySelect
            kind={QUOTATION}
            current={quotation?.customer}
            nothingFound={t('documentLines.nothingFound')}
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
        <DocumentTextarea label={t('quotation.field.note')} {...field('note')} />
        <FormActions submitLabel={submitLabel} submitting={submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
