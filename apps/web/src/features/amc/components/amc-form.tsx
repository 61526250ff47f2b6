import {
  AMC_FIELD_RULES,
  BILLING_CYCLES,
  PAYMENT_DAYS,
  WORK_STATUSES,
  ZCreateAmcBody,
  type TAmc,
  type TAmcField,
  type TCreateAmcBody,
  type TCreateAmcInput,
} from '@amc/contracts';
import { Fieldset, MultiSelect, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyServerIssues, useFieldProps } from '../../../lib/form-errors';
import { ApiError } from '../../../lib/http-client';
import { useFieldRights } from '../../../lib/use-field-rights';
import { useSession } from '../../../lib/session';
import { useProductOptions } from '../../../lookups/use-product-options';
import { useTaxOptions } from '../../../lookups/use-tax-options';
import { useServiceLevelOptions } from '../../../lookups/use-service-level-options';
import { useUserOptions } from '../../../lookups/use-user-options';
import { AmcAttachmentInput } from './amc-attachment-input';
import { CalendarDateInput } from '../../../components/calendar-date-input';
import { EquipmentMultiSelect } from '../../../components/equipment-picker';
import { FormActions } from '../../../components/form-actions';
import {
  namedSelectData,
  peopleSelectData,
  productSelectData,
  withStored,
} from '../../../lookups/select-data';

/** The form holds what its inputs hold: ids as the selects' strings, numbers as typed. */
type TAmcFormValues = TCreateAmcInput & { product_ids: string[]; equipment_ids: string[] };

/** How the contract is billed: the office's alone (AMC_FIELD_RULES), like its price. */
const BILLING_FIELDS = ['billing_cycle', 'billing_tax_id', 'payment_days'] satisfies TAmcField[];

function toFormValues(amc: TAmc | null, withBilling: boolean): TAmcFormValues {
  return {
    customer_id: amc ? String(amc.customer.id) : '',
    product_ids: amc ? amc.products.map((p) => String(p.id)) : [],
    equipment_ids: amc ? amc.equipment.map((e) => String(e.id)) : [],
    start_date: amc?.start_date ?? '',
    // A new contract starts open, the first status of SPEC section 4.
    status: amc?.status ?? 'open',
    assigned_to_id: amc?.assign_to ? String(amc.assign_to.id) : '',
    detail: amc?.detail ?? '',
    interval_months: amc ? String(amc.interval_months) : '',
    service_count: amc ? String(amc.service_count) : '',
    description: amc?.description ?? '',
    note: amc?.note ?? '',
    // Typed as text like every amount of the app; left empty it is 0.
    price: amc?.price ?? '',
    // Out of a form that does not show the plan: nothing is sent, and the server keeps the stored plan.
    ...(withBilling
      ? {
          billing_cycle: amc?.billing_cycle ?? 'none',
          billing_tax_id: amc?.billing_tax ? String(amc.billing_tax.id) : '',
          payment_days: String(amc?.payment_days ?? PAYMENT_DAYS.default),
          service_level_id: amc?.service_level ? String(amc.service_level.id) : '',
        }
      : {}),
  };
}

export type TAmcFormSubmit = {
  values: TCreateAmcBody;
  attachment: File | null;
  onError: (error: unknown) => void;
};

/**
 * Add and edit of a contract (SPEC section 3's AMC fields, and its billing plan). The caller sends; this form
 * validates with the contract, keeps the chosen attachment, and puts the server's field issues back on the fields.
 * The fields a role may not set (AMC_FIELD_RULES: the assignee sets only the status and note) are disabled; the
 * billing plan is shown only to a role that may set it.
 */
export function AmcForm({
  amc,
  submitting,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  amc: TAmc | null;
  submitting: boolean;
  submitLabel: string;
  onSubmit: (submit: TAmcFormSubmit) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [attachment, setAttachment] = useState<File | null>(null);
  const [attachmentError, setAttachmentError] = useState<string | null>(null);
  const canSet = useFieldRights(AMC_FIELD_RULES, amc ? 'update' : 'create');
  const withBilling = BILLING_FIELDS.some(canSet);
  const form = useForm<TAmcFormValues>({
    initialValues: toFormValues(amc, withBilling),
    validate: zod4Resolver(ZCreateAmcBody, { errorPriority: 'first' }),
    validateInputOnBlur: true,
  });
  const field = useFieldProps(form);
  const { user } = useSession();
  // A contract covers items of its own customer: another customer's would be refused.
  form.watch('customer_id', () => form.setFieldValue('equipment_ids', []));
  // A customer's own contract names no customer on the form: the server makes it the customer's.
  const equipmentOwner = form.values.customer_id || (user?.role_name === 'customer' ? user.id : null);
  const customers = useUserOptions('customer');
  const employees = useUserOptions('employee');
  const products = useProductOptions();
  const taxes = useTaxOptions({ enabled: withBilling });
  const levels = useServiceLevelOptions({ enabled: withBilling });

  // The contract's own choices stay shown: an inactive customer or employee, an archived product.
  const customerData = useMemo(
    () => withStored(peopleSelectData(customers.data), peopleSelectData(amc ? [amc.customer] : [])),
    [customers.data, amc],
  );
  const employeeData = useMemo(
    () =>
      withStored(peopleSelectData(employees.data), peopleSelectData(amc?.assign_to ? [amc.assign_to] : [])),
    [employees.data, amc],
  );
  const productData = useMemo(
    () => withStored(productSelectData(products.data), productSelectData(amc?.products)),
    [products.data, amc],
  );
  // A tax removed from the list since still shows on the contract that bills with it.
  const taxData = useMemo(
    () => withStored(namedSelectData(taxes.data), namedSelectData(amc?.billing_tax ? [amc.billing_tax] : [])),
    [taxes.data, amc],
  );
  const levelData = useMemo(
    () =>
      withStored(
        namedSelectData(levels.data),
        namedSelectData(amc?.service_level ? [amc.service_level] : []),
      ),
    [levels.data, amc],
  );
  const defaultLevel = levels.data?.find((level) => level.is_default)?.name;
  const statusData = WORK_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }));
  const cycleData = BILLING_CYCLES.map((value) => ({ value, label: t(`amc.billingCycle.${value}`) }));

  const submit = (values: TAmcFormValues) =>
    onSubmit({
      values: ZCreateAmcBody.parse(values),
      attachment,
      onError: (error) => {
        applyServerIssues(form, error);
        if (error instanceof ApiError)
          setAttachmentError(error.issues.find((i) => i.path === 'attachment')?.message ?? null);
      },
    });

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('amc.field.customer')}
            placeholder={t('amc.choose.customer')}
            withAsterisk
            searchable
            clearable
            data={customerData}
            disabled={customers.isPending || !canSet('customer_id')}
            nothingFoundMessage={t('amc.choose.none')}
            {...field('customer_id')}
          />
          <CalendarDateInput
            clearable
            label={t('amc.field.startDate')}
            withAsterisk
            disabled={!canSet('start_date')}
            {...field('start_date')}
          />
          <MultiSelect
            label={t('amc.field.products')}
            placeholder={t('amc.choose.product')}
            withAsterisk
            searchable
            clearable
            data={productData}
            disabled={products.isPending || !canSet('product_ids')}
            nothingFoundMessage={t('amc.choose.none')}
            {...field('product_ids')}
          />
          <EquipmentMultiSelect
            label={t('amc.field.equipment')}
            placeholder={t('amc.choose.equipment')}
            customerId={equipmentOwner}
            current={amc?.equipment}
            customerFirstHint={t('amc.equipment.customerFirst')}
            disabled={!canSet('equipment_ids')}
            nothingFoundMessage={t('amc.choose.none')}
            {...field('equipment_ids')}
          />
          <Select
            label={t('amc.field.status')}
            placeholder={t('amc.choose.status')}
            withAsterisk
            allowDeselect={false}
            data={statusData}
            disabled={!canSet('status')}
            {...field('status')}
          />
          <Select
            label={t('amc.field.assignTo')}
            placeholder={t('amc.choose.employee')}
            withAsterisk
            searchable
            clearable
            data={employeeData}
            disabled={employees.isPending || !canSet('assigned_to_id')}
            nothingFoundMessage={t('amc.choose.none')}
            {...field('assigned_to_id')}
          />
          <TextInput
            label={t('amc.field.detail')}
            withAsterisk
            dir="auto"
            disabled={!canSet('detail')}
            {...field('detail')}
          />
          <TextInput
            label={t('amc.field.interval')}
            description={t('amc.interval.hint')}
            withAsterisk
            inputMode="numeric"
            dir="ltr"
            disabled={!canSet('interval_months')}
            {...field('interval_months')}
          />
          <TextInput
            label={t('amc.field.serviceCount')}
            description={t('amc.serviceCount.hint')}
            withAsterisk
            inputMode="numeric"
            dir="ltr"
            disabled={!canSet('service_count')}
            {...field('service_count')}
          />
          <TextInput
            label={t('amc.field.price')}
            description={t('amc.price.hint')}
            inputMode="decimal"
            dir="ltr"
            placeholder="0.00"
            disabled={!canSet('price')}
            {...field('price')}
          />
        </SimpleGrid>
        {withBilling && (
          <Fieldset legend={t('amc.billing.title')}>
            <Stack gap="md">
              <Select
                label={t('amc.field.billingCycle')}
                description={t('amc.billing.hint')}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                withAsterisk
                allowDeselect={false}
                data={cycleData}
                disabled={!canSet('billing_cycle')}
                {...field('billing_cycle')}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <Select
                  label={t('amc.field.billingTax')}
                  placeholder={t('amc.billing.noTax')}
                  searchable
                  clearable
                  data={taxData}
                  disabled={taxes.isPending || !canSet('billing_tax_id')}
                  nothingFoundMessage={t('amc.choose.none')}
                  {...field('billing_tax_id')}
                />
                <TextInput
                  label={t('amc.field.paymentDays')}
                  description={t('amc.paymentDays.hint')}
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  withAsterisk
                  inputMode="numeric"
                  dir="ltr"
                  disabled={!canSet('payment_days')}
                  {...field('payment_days')}
                />
              </SimpleGrid>
              {/* What its equipment's complaints are promised (issue 28); empty: the default level's. */}
              <Select
                label={t('amc.field.serviceLevel')}
                description={t('amc.serviceLevel.hint')}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                placeholder={defaultLevel ? t('amc.serviceLevel.default', { name: defaultLevel }) : undefined}
                clearable
                data={levelData}
                disabled={levels.isPending || !canSet('service_level_id')}
                {...field('service_level_id')}
              />
            </Stack>
          </Fieldset>
        )}
        <Textarea
          label={t('amc.field.description')}
          autosize
          minRows={2}
          maxRows={6}
          dir="auto"
          disabled={!canSet('description')}
          {...field('description')}
        />
        <Textarea
          label={t('amc.field.note')}
          autosize
          minRows={2}
          maxRows={6}
          dir="auto"
          disabled={!canSet('note')}
          {...field('note')}
        />
        <AmcAttachmentInput
          currentUrl={amc?.attachment ?? null}
          file={attachment}
          onFileChange={setAttachment}
          error={attachmentError}
          onError={setAttachmentError}
        />
        <FormActions submitLabel={submitLabel} submitting={submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
