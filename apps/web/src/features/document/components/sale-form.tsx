import { DOCUMENT_MAX_ITEMS, ZCreateSaleBody, type TCreateSaleInput, type TSale } from '@amc/contracts';
import { Alert, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SALE } from '../document-kinds';
import { DocumentPartySelect, DocumentTextarea, showDocumentIssues } from './document-form-fields';
import { CalendarDateInput } from '../../../components/calendar-date-input';
import { emptyPricedLine } from '../../../components/document-lines/document-line-rows';
import { DocumentLinesEditor } from '../../../components/document-lines/document-lines-editor';
import { FormActions } from '../../../components/form-actions';
import { translateMessage } from '../../../i18n/translate-message';
import { useFieldProps } from '../../../lib/form-errors';
import { ApiError } from '../../../lib/http-client';
import { useTaxOptions } from '../../../lookups/use-tax-options';
import { toSaleBody, toSaleFormValues, type TSaleFormValues } from './sale-form-values';

export type TSaleFormSubmit = { body: TCreateSaleInput; onError: (error: unknown) => void };

/**
 * The "sell product" form (SPEC section 3: customer, date, billing address, discount % of the whole bill, and
 * lines of product, quantity, price, tax and discount %). The totals shown while typing are worked out like the
 * server's; the saved sale carries the server's own figures. Validates with the contract; the caller sends.
 */
export function SaleForm({
  sale,
  submitting,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  sale: TSale | null;
  submitting: boolean;
  submitLabel: string;
  onSubmit: (submit: TSaleFormSubmit) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<TSaleFormValues>({
    initialValues: toSaleFormValues(sale),
    validate: zod4Resolver(ZCreateSaleBody, { errorPriority: 'first' }),
    validateInputOnBlur: true,
  });
  const field = useFieldProps(form);
  const taxes = useTaxOptions();
  // A refusal of the whole sale (not enough stock, a total below what was paid) stays by the lines it is about.
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = (values: TSaleFormValues) => {
    setRefusal(null);
    onSubmit({
      body: toSaleBody(values),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409 && error.issues.length === 0)
          setRefusal(error.message);
        showDocumentIssues(form, error);
      },
    });
  };

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <DocumentPartySelect
            kind={SALE}
            current={sale?.customer}
            nothingFound={t('documentLines.nothingFound')}
            {...field('customer_id')}
          />
          <CalendarDateInput label={t('sale.field.date')} withAsterisk clearable {...field('date')} />
          <TextInput
            label={t('sale.field.discount')}
            description={t('sale.discount.hint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            inputMode="decimal"
            dir="ltr"
            placeholder="0"
            {...field('discount')}
          />
        </SimpleGrid>
        <DocumentTextarea label={t('sale.field.billingAddress')} withAsterisk {...field('billing_address')} />
        <DocumentLinesEditor
          form={form}
          kept={sale?.items ?? []}
          price={{
            field: 'price',
            label: t('documentLines.price'),
            labelOf: (n) => t('documentLines.priceOf', { n }),
          }}
          taxes={taxes.data ?? []}
          documentDiscount={form.values.discount}
          testIdPrefix="sale"
          stockHint="sale"
          maxItems={DOCUMENT_MAX_ITEMS}
          newLine={emptyPricedLine}
        />
        {refusal && (
          <Alert color="red" icon={<IconAlertTriangle />} data-testid="sale-refusal">
            {translateMessage(t, refusal)}
          </Alert>
        )}
        <DocumentTextarea label={t('sale.field.note')} {...field('note')} />
        <FormActions submitLabel={submitLabel} submitting={submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
