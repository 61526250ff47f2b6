import {
  DOCUMENT_MAX_ITEMS,
  QUOTATION_STATUSES,
  ZCreateQuotationBody,
  type TCreateQuotationInput,
  type TQuotation,
} from '@amc/contracts';
import { Select, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QUOTATION } from '../document-kinds';
import {
  DocumentFormShell,
  DocumentPartyAndDate,
  DocumentTextarea,
  type TDocumentFormActions,
  type TDocumentFormSubmit,
  useDocumentForm,
} from './document-form-fields';
import { emptyPricedLine } from '../../../components/document-lines/document-line-rows';
import { DocumentLinesEditor } from '../../../components/document-lines/document-lines-editor';
import { useTaxOptions } from '../../../lookups/use-tax-options';
import { toQuotationBody, toQuotationFormValues, type TQuotationFormValues } from './quotation-form-values';

export type TQuotationFormSubmit = TDocumentFormSubmit<TCreateQuotationInput>;

/**
 * Add and edit of a quotation (SPEC section 3: customer, date, status, note, and lines of product, quantity,
 * price, tax and discount %). The totals shown while typing are worked out like the server's; the saved
 * quotation carries the server's own figures. Validates with the contract; the caller sends.
 */
export function QuotationForm({
  quotation,
  ...actions
}: { quotation: TQuotation | null } & TDocumentFormActions<TCreateQuotationInput>) {
  const { t } = useTranslation();
  const { form, field } = useDocumentForm<TQuotationFormValues>(
    ZCreateQuotationBody,
    toQuotationFormValues(quotation),
  );
  const taxes = useTaxOptions();

  const statusData = QUOTATION_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }));

  return (
    <DocumentFormShell form={form} toBody={toQuotationBody} {...actions}>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <DocumentPartyAndDate
          kind={QUOTATION}
          current={quotation?.customer}
          party={field('customer_id')}
          date={field('date')}
        />
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
    </DocumentFormShell>
  );
}
