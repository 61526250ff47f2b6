import {
  PURCHASE_MAX_ITEMS,
  PURCHASE_STATUSES,
  ZCreatePurchaseBody,
  type TCreatePurchaseInput,
  type TPurchase,
} from '@amc/contracts';
import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { PURCHASE } from '../document-kinds';
import { DocumentPartySelect, DocumentTextarea, showDocumentIssues } from './document-form-fields';
import { CalendarDateInput } from '../../../components/calendar-date-input';
import { DocumentLinesEditor } from '../../../components/document-lines/document-lines-editor';
import { FormActions } from '../../../components/form-actions';
import { useFieldProps } from '../../../lib/form-errors';
import {
  emptyLine,
  toPurchaseBody,
  toPurchaseFormValues,
  type TPurchaseFormValues,
} from './purchase-form-values';

export type TPurchaseFormSubmit = { body: TCreatePurchaseInput; onError: (error: unknown) => void };

/**
 * Add and edit of a purchase (SPEC section 3: supplier, date, contact person, billing address, status, and lines
 * of product, quantity, rate and amount). Validates with the contract; the caller sends.
 */
export function PurchaseForm({
  purchase,
  submitting,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  purchase: TPurchase | null;
  submitting: boolean;
  submitLabel: string;
  onSubmit: (submit: TPurchaseFormSubmit) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<TPurchaseFormValues>({
    initialValues: toPurchaseFormValues(purchase),
    validate: zod4Resolver(ZCreatePurchaseBody, { errorPriority: 'first' }),
    validateInputOnBlur: true,
  });
  const field = useFieldProps(form);

  const statusData = PURCHASE_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }));

  const submit = (values: TPurchaseFormValues) =>
    onSubmit({
      body: toPurchaseBody(values),
      onError: (error) => {
        showDocumentIssues(form, error);
      },
    });

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DocumentPartySelect
            kind={PURCHASE}
            current={purchase?.supplier}
            nothingFound={t('purchase.choose.none')}
            {...field('supplier_id')}
          />
          <CalendarDateInput label={t('purchase.field.date')} withAsterisk clearable {...field('date')} />
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
        <FormActions submitLabel={submitLabel} submitting={submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
