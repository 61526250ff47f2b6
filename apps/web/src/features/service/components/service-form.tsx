import {
  SERVICE_FIELD_RULES,
  WORK_STATUSES,
  ZCreateServiceBody,
  type TCreateServiceBody,
  type TCreateServiceInput,
  type TService,
} from '@amc/contracts';
import { Alert, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { IconInfoCircle } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { CalendarDateInput } from '../../../components/calendar-date-input';
import { EquipmentSelect } from '../../../components/equipment-picker';
import { applyServerIssues, useFieldProps } from '../../../lib/form-errors';
import { useSession } from '../../../lib/session';
import { useFieldRights } from '../../../lib/use-field-rights';
import { useUserOptions } from '../../../lookups/use-user-options';
import { customerOf, toPersonOptions, toServiceFormValues } from './service-form-values';
import { FormActions } from '../../../components/form-actions';

export type TServiceFormSubmit = {
  values: TCreateServiceBody;
  /** Puts the server's field issues on the fields; the toast has already said what went wrong. */
  onError: (error: unknown) => void;
};

/**
 * Add a one-off visit or edit any service (SPEC section 3's service fields). The contract's schema validates;
 * the caller sends. A generated service keeps its contract's customer, and only an administrator assigns; the
 * fields a role may not set (SERVICE_FIELD_RULES: an employee reports status and remark) are disabled.
 */
export function ServiceForm({
  service,
  submitting,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  service: TService | null;
  submitting: boolean;
  submitLabel: string;
  onSubmit: (submit: TServiceFormSubmit) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const isAdmin = user?.role_name === 'admin';
  const canSet = useFieldRights(SERVICE_FIELD_RULES, service ? 'update' : 'create');
  const form = useForm<TCreateServiceInput>({
    initialValues: toServiceFormValues(service, user),
    validate: zod4Resolver(ZCreateServiceBody, { errorPriority: 'first' }),
    validateInputOnBlur: true,
  });
  const field = useFieldProps(form);
  // The item must be the visit's customer's: another customer's would be refused.
  form.watch('customer_id', () => form.setFieldValue('equipment_id', null));
  const customers = useUserOptions('customer');
  const employees = useUserOptions('employee');
  const self = user ? { id: user.id, full_name: user.full_name } : null;
  const currentCustomer = service ? customerOf(service) : user?.role_name === 'customer' ? self : null;
  const currentAssignee = service ? service.assignTo : user?.role_name === 'employee' ? self : null;
  const statusData = WORK_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }));

  const submit = (values: TCreateServiceInput) =>
    onSubmit({
      values: ZCreateServiceBody.parse(values),
      onError: (error) => applyServerIssues(form, error),
    });

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        {service?.amc && (
          <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
            {t('service.form.generated', { amc: service.amc.amc_no, n: service.sequence ?? '' })}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {service && (
            <TextInput label={t('service.field.code')} value={service.service_no} readOnly dir="ltr" />
          )}
          <TextInput
            label={t('service.field.title')}
            withAsterisk
            dir="auto"
            disabled={!canSet('service_title')}
            {...field('service_title')}
          />
          <TextInput
            label={t('service.field.label')}
            dir="auto"
            disabled={!canSet('service_label')}
            {...field('service_label')}
          />
          <CalendarDateInput
            label={t('service.field.date')}
            withAsterisk
            clearable
            disabled={!canSet('service_date')}
            {...field('service_date')}
          />
          {/* The phone's own time picker; empty is any time that day. */}
          <TimeInput
            label={t('service.field.time')}
            disabled={!canSet('service_time')}
            {...field('service_time')}
          />
          <Select
            label={t('service.field.customer')}
            placeholder={t('service.choose.customer')}
            withAsterisk
            searchable
            data={toPersonOptions(customers.data, currentCustomer)}
            // The customer of a contract's service is the contract's; a customer adds only its own.
            disabled={Boolean(service?.amc) || !canSet('customer_id')}
            nothingFoundMessage={t('service.choose.none')}
            {...field('customer_id')}
          />
          <EquipmentSelect
            label={t('service.field.equipment')}
            placeholder={t('service.choose.equipment')}
            customerId={form.values.customer_id}
            current={service?.equipment ? [service.equipment] : undefined}
            customerFirstHint={t('service.equipment.customerFirst')}
            disabled={!canSet('equipment_id')}
            nothingFoundMessage={t('service.choose.none')}
            {...field('equipment_id')}
          />
          <Select
            label={t('service.field.assignTo')}
            placeholder={t('service.choose.employee')}
            searchable
            clearable
            data={toPersonOptions(employees.data, currentAssignee)}
            disabled={!canSet('assigned_to_id')}
            description={isAdmin ? undefined : t('service.form.onlyAdminAssigns')}
            nothingFoundMessage={t('service.choose.none')}
            {...field('assigned_to_id')}
          />
          <TextInput
            label={t('service.field.charge')}
            inputMode="decimal"
            dir="ltr"
            disabled={!canSet('charge')}
            {...field('charge')}
          />
          <TextInput
            label={t('service.field.type')}
            dir="auto"
            disabled={!canSet('type')}
            {...field('type')}
          />
          <Select
            label={t('service.field.status')}
            withAsterisk
            data={statusData}
            allowDeselect={false}
            disabled={!canSet('status')}
            {...field('status')}
          />
        </SimpleGrid>
        <Textarea
          label={t('service.field.detail')}
          autosize
          minRows={3}
          maxRows={8}
          dir="auto"
          disabled={!canSet('detail')}
          {...field('detail')}
        />
        <Textarea
          label={t('service.field.remark')}
          autosize
          minRows={2}
          maxRows={6}
          dir="auto"
          disabled={!canSet('remark')}
          {...field('remark')}
        />
        <FormActions submitLabel={submitLabel} submitting={submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
