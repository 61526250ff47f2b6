import { DOCUMENT_MAX_ITEMS, ZCreateSaleBody, type TCreateSaleInput, type TSale } from '@amc/contracts';
import { Alert, SimpleGrid, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SALE } from '../document-kinds';
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
import { translateMessage } from '../../../i18n/translate-message';
import { ApiError } from '../../../lib/http-client';
import { useTaxOptions } from '../../../lookups/use-tax-options';
import { toSaleBody, toSaleFormValues, type TSaleFormValues } from './sale-form-values';

export type TSaleFormSubmit = TDocumentFormSubmit<TCreateSaleInput>;

/**
 * The "sell product" form (SPEC section 3: customer, date, billing address, discount % of the whole bill, and
 * lines of product, quantity, price, tax and discount %). The totals shown while typing are worked out like the
 * server's; the saved sale carries the server's own figures. Validates with the contract; the caller sends.
 */
export function SaleForm({
  sale,
  ...actions
}: { sale: TSale | null } & TDocumentFormActions<TCreateSaleInput>) {
  const { t } = useTranslation();
  const { form, field } = useDocumentForm<TSaleFormValues>(ZCreateSaleBody, toSaleFormValues(sale));
  const taxes = useTaxOptions();
  // A refusal of the whole sale (not enough stock, a total below what was paid) stays by the lines it is about.
  const [refusal, setRefusal] = useState<string | null>(null);

  const refused = (error: unknown) =>
    setRefusal(
      error instanceof ApiError && error.status === 409 && error.issues.length === 0 ? error.message : null,
    );

  return (
    <DocumentFormShell form={form} toBody={toSaleBody} onRefused={refused} {...actions}>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <DocumentPartyAndDate
          kind={SALE}
          current={sale?.customer}
          party={field('customer_id')}
          date={field('date')}
        />
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
    </DocumentFormShell>
  );
}
