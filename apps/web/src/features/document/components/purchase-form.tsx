import {
  PURCHASE_MAX_ITEMS,
  PURCHASE_STATUSES,
  ZCreatePurchaseBody,
  type TCreatePurchaseInput,
  type TPurchase,
} from '@amc/contracts';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PURCHASE } from '../document-kinds';
import {
  DocumentFormShell,
  DocumentPartyAndDate,
  DocumentTextarea,
  type TDocumentFormActions,
  type TDocumentFormSubmit,
  useDocumentForm,
} from './document-form-fields';
import { DocumentLinesEditor } from '../../../components/document-lines/document-lines-editor';
import {
  emptyLine,
  toPurchaseBody,
  toPurchaseFormValues,
  type TPurchaseFormValues,
} from './purchase-form-values';

export type TPurchaseFormSubmit = TDocumentFormSubmit<TCreatePurchaseInput>;

/**
 * Add and edit of a purchase (SPEC section 3: supplier, date, contact person, billing address, status, and lines
 * of product, quantity, rate and amount). Validates with the contract; the caller sends.
 */
export function PurchaseForm({
  purchase,
  ...actions
}: { purchase: TPurchase | null } & TDocumentFormActions<TCreatePurchaseInput>) {
  const { t } = useTranslation();
  const { form, field } = useDocumentForm<TPurchaseFormValues>(
    ZCreatePurchaseBody,
    toPurchaseFormValues(purchase),
  );

  const statusData = PURCHASE_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }));

  return (
    <DocumentFormShell form={form} toBody={toPurchaseBody} {...actions}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DocumentPartyAndDate
          kind={PURCHASE}
          current={purchase?.supplier}
          party={field('supplier_id')}
          date={field('date')}
        />
        <TextInput label={t('purchase.field.contactPerson')} dir="auto" {...field('contact_person')} />
        <Select
          label={t('purchase.field.status')}
          withAsterisk
          allowDeselect={false}
          data={statusData}
          description={t('purchase.status.hint')}
          // The hint under the select keeps it level with the contact person beside it.
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...field('status')}
        />
      </SimpleGrid>
      <DocumentTextarea
        label={t('purchase.field.billingAddress')}
        withAsterisk
        {...field('billing_address')}
      />
      <DocumentLinesEditor
        form={form}
        kept={purchase?.items ?? []}
        price={{
          field: 'rate',
          label: t('purchase.field.rate'),
          labelOf: (n) => t('purchase.lines.rateOf', { n }),
        }}
        testIdPrefix="purchase"
        maxItems={PURCHASE_MAX_ITEMS}
        newLine={emptyLine}
      />
      <DocumentTextarea label={t('purchase.field.note')} {...field('note')} />
    </DocumentFormShell>
  );
}
