import {
  COMPLAINT_FIELD_RULES,
  COMPLAINT_PHOTO_LIMIT,
  COMPLAINT_PRIORITIES,
  COMPLAINT_STATUSES,
  type TPhoto,
  type TComplaint,
  type TComplaintField,
  type TCreateComplaintBody,
  type TCreateComplaintInput,
  type TEquipment,
  type TEquipmentRef,
  type TFormRole,
} from '@amc/contracts';
import { Checkbox, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarDateInput } from '../../../components/calendar-date-input';
import { EquipmentSelect } from '../../../components/equipment-picker';
import { getStoredBranding } from '../../../lib/browser-storage';
import { useSession } from '../../../lib/session';
import { applyServerIssues, useFieldProps } from '../../../lib/form-errors';
import { formatDate } from '../../../lib/format-date';
import { useCategories } from '../../../lookups/use-categories';
import { useProductOptions } from '../../../lookups/use-product-options';
import { useUserOptions } from '../../../lookups/use-user-options';
import {
  complaintValidator,
  editableComplaintFields,
  needsResolutionNote,
  toComplaintBody,
  toComplaintFormValues,
  type TComplaintFormMode,
} from './complaint-form-values';
import { FormActions } from '../../../components/form-actions';
import {
  identifiedPeopleSelectData,
  namedSelectData,
  peopleSelectData,
  productSelectData,
  withStored,
} from '../../../lookups/select-data';
import { businessToday } from '../../../lib/business-today';
import { ApiError } from '../../../lib/http-client';
import { translateMessage } from '../../../i18n/translate-message';
import { PhotoPicker } from '../../../components/photo-picker';
import { PhotoThumbs } from '../../../components/photo-thumbs';

/** An item as a complaint names it. */
const equipmentRef = (item: TEquipment): TEquipmentRef => ({
  id: item.id,
  serial_no: item.serial_no,
  product_name: item.product.name,
  location: item.location,
});

export type TComplaintFormSubmit = {
  body: Partial<TCreateComplaintBody>;
  /** New photos, resized in the browser; an edit adds them to those already on the complaint. */
  photos: Blob[];
  onError: (error: unknown) => void;
};

/**
 * Add and edit a complaint. Which fields are shown and which may be changed follows the caller's role
 * (COMPLAINT_FIELD_RULES): a customer files its own complaint (type and description), the assigned employee
 * reports on it and resolves it (status, description, charge and a resolution note), the admin everything. Fields the role may not set are left
 * out of the body, so the server keeps or defaults them.
 */
export function ComplaintForm({
  complaint,
  item = null,
  storedPhotos,
  resolving = false,
  role,
  ownName,
  submitting,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  complaint: TComplaint | null;
  /** A new complaint opened on an item (from its label or its page): the item is chosen, with its customer. */
  item?: TEquipment | null;
  /**
   * The photos already on the complaint being edited (the view's), undefined while they load; an add has none.
   * New photos fill what is left of COMPLAINT_PHOTO_LIMIT.
   */
  storedPhotos?: TPhoto[];
  /** Opened to resolve it: the status starts closed and the resolution note is asked for. */
  resolving?: boolean;
  role: TFormRole;
  /** The signed-in user's name: a customer's complaint is its own. */
  ownName: string;
  submitting: boolean;
  submitLabel: string;
  onSubmit: (submit: TComplaintFormSubmit) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const mode: TComplaintFormMode = complaint ? 'update' : 'create';
  const editable = new Set<TComplaintField>(editableComplaintFields(role, mode));
  const can = (f: TComplaintField) => editable.has(f);
  // An add shows what the role fills in; an edit also shows, read-only, what it may not change. Resolving (on a
  // phone, at the customer's) shows only what is filled in then.
  const shown = (f: TComplaintField) => can(f) || (mode === 'update' && !resolving);

  const form = useForm<TCreateComplaintInput>({
    initialValues: resolving
      ? { ...toComplaintFormValues(complaint), status: 'closed' }
      : toComplaintFormValues(complaint, item),
    validate: complaintValidator(role, mode),
    validateInputOnBlur: true,
  });
  const field = useFieldProps(form);
  const branding = getStoredBranding();
  const { user } = useSession();
  // The item must be the complaint's customer's: another customer's would be refused.
  form.watch('customer_id', () => form.setFieldValue('equipment_id', null));
  const equipmentOwner = role === 'customer' ? (complaint?.customer.id ?? user?.id) : form.values.customer_id;
  const pickCustomers = role !== 'customer' && can('customer_id');
  const customers = useUserOptions('customer', { enabled: pickCustomers });
  const employees = useUserOptions('employee', { enabled: role === 'admin' && can('assigned_to_id') });
  const products = useProductOptions();
  const types = useCategories('complaint_type');

  // What the form starts on is named before the pickers' lists arrive.
  const startItem = complaint ? null : item;
  const customerData = withStored(
    identifiedPeopleSelectData(customers.data),
    peopleSelectData(complaint ? [complaint.customer] : startItem ? [startItem.customer] : []),
  );
  const currentEquipment = complaint?.equipment ?? (startItem && equipmentRef(startItem));
  const employeeData = withStored(
    identifiedPeopleSelectData(employees.data),
    peopleSelectData(complaint?.assign_to ? [complaint.assign_to] : []),
  );
  // A complaint names its product by name alone.
  const productData = withStored(
    productSelectData(products.data),
    namedSelectData(complaint?.product ? [complaint.product] : []),
  );
  const typeData = withStored(
    namedSelectData(types.data),
    namedSelectData(complaint?.complaint_type ? [complaint.complaint_type] : []),
  );
  // An employee moves its complaint through the statuses and resolves it; reopening a resolved one is the admin's.
  const storedStatus = complaint?.status ?? 'open';
  const statusLocked = role === 'employee' && storedStatus === 'closed';
  const statusData = COMPLAINT_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }));
  const priorityData = COMPLAINT_PRIORITIES.map((p) => ({ value: p, label: t(`complaint.priority.${p}`) }));
  const noteRequired = needsResolutionNote(role, form.values.status);
  // The note is written on resolving: shown once the complaint is (being) closed, or when it already has one.
  const showNote =
    (can('resolution_note') && form.values.status === 'closed') || Boolean(complaint?.resolution_note);
  const required = (f: TComplaintField) => can(f) && COMPLAINT_FIELD_RULES.required[role].includes(f);

  // A resolved complaint takes no more photos but from the admin (the server answers 403).
  const showPhotos = !(mode === 'update' && role !== 'admin' && storedStatus === 'closed');
  const [photos, setPhotos] = useState<Blob[]>([]);
  const [photosError, setPhotosError] = useState<string | null>(null);
  const stored = mode === 'create' ? [] : storedPhotos;
  // Until an edit's stored photos are known, no room is assumed, so the limit is never passed.
  const photoRoom = stored ? Math.max(0, COMPLAINT_PHOTO_LIMIT - stored.length) : 0;

  const submit = (values: TCreateComplaintInput) =>
    onSubmit({
      body: toComplaintBody(values, role, mode),
      photos: showPhotos ? photos : [],
      onError: (error) => {
        applyServerIssues(form, error);
        const issue =
          error instanceof ApiError
            ? error.issues.find((i) => i.path === 'photos' || i.path.startsWith('photos.'))
            : undefined;
        setPhotosError(issue?.message ?? null);
      },
    });

  const selectProps = { searchable: true, clearable: true, nothingFoundMessage: t('complaint.choose.none') };

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {role === 'customer' ? (
            <TextInput
              label={t('complaint.field.customer')}
              value={complaint?.customer.full_name ?? ownName}
              readOnly
              disabled
            />
          ) : (
            shown('customer_id') && (
              <Select
                label={t('complaint.field.customer')}
                placeholder={t('complaint.choose.customer')}
                withAsterisk={required('customer_id')}
                data={customerData}
                disabled={!can('customer_id') || customers.isPending}
                {...selectProps}
                {...field('customer_id')}
              />
            )
          )}
          {shown('product_id') && (
            <Select
              label={t('complaint.field.product')}
              placeholder={t('complaint.choose.product')}
              data={productData}
              disabled={!can('product_id') || products.isPending}
              {...selectProps}
              {...field('product_id')}
            />
          )}
          {shown('equipment_id') && (
            <EquipmentSelect
              label={t('complaint.field.equipment')}
              placeholder={t('complaint.choose.equipment')}
              customerId={equipmentOwner}
              current={currentEquipment ? [currentEquipment] : undefined}
              customerFirstHint={t('complaint.equipment.customerFirst')}
              disabled={!can('equipment_id')}
              nothingFoundMessage={t('complaint.choose.none')}
              {...field('equipment_id')}
            />
          )}
          {shown('date') && (
            <CalendarDateInput
              label={t('complaint.field.date')}
              withAsterisk={required('date')}
              disabled={!can('date')}
              maxDate={businessToday()}
              {...field('date')}
            />
          )}
          {shown('type_id') && (
            <Select
              label={t('complaint.field.type')}
              placeholder={t('complaint.choose.type')}
              withAsterisk={required('type_id')}
              data={typeData}
              disabled={!can('type_id') || types.isPending}
              {...selectProps}
              {...field('type_id')}
            />
          )}
          {shown('assigned_to_id') && (
            <Select
              label={t('complaint.field.assignTo')}
              placeholder={t('complaint.choose.employee')}
              withAsterisk={required('assigned_to_id')}
              data={employeeData}
              disabled={!can('assigned_to_id') || (role === 'admin' && employees.isPending)}
              {...selectProps}
              {...field('assigned_to_id')}
            />
          )}
          {complaint?.assign_date && !resolving && (
            // Set by the server on the day the complaint is (re)assigned, so it is only shown.
            <TextInput
              label={t('complaint.field.assignDate')}
              value={formatDate(complaint.assign_date, branding.date_formate, branding.time_zone)}
              dir="ltr"
              readOnly
              disabled
            />
          )}
          {shown('charge') && (
            <TextInput
              label={t('complaint.field.charge')}
              withAsterisk={required('charge')}
              inputMode="decimal"
              dir="ltr"
              disabled={!can('charge')}
              {...field('charge')}
            />
          )}
          {shown('status') && (
            <Select
              label={t('complaint.field.status')}
              data={statusData}
              allowDeselect={false}
              disabled={!can('status') || statusLocked}
              {...field('status')}
            />
          )}
          {shown('priority') && (
            <Select
              label={t('complaint.field.priority')}
              description={t('complaint.priority.hint')}
              data={priorityData}
              allowDeselect={false}
              disabled={!can('priority')}
              {...field('priority')}
            />
          )}
        </SimpleGrid>
        {shown('chargeable') && (
          <Checkbox
            label={t('complaint.field.chargeable')}
            // Undecided (a new complaint nobody ticked): the server charges when its item is not covered.
            description={form.values.chargeable === null ? t('complaint.chargeable.hint') : undefined}
            disabled={!can('chargeable')}
            {...field('chargeable', { type: 'checkbox' })}
            checked={form.values.chargeable === true}
            indeterminate={form.values.chargeable === null}
          />
        )}
        <Textarea
          label={t('complaint.field.description')}
          withAsterisk={required('description')}
          autosize
          minRows={3}
          maxRows={10}
          dir="auto"
          disabled={!can('description')}
          {...field('description')}
        />
        {showNote && (
          <Textarea
            label={t('complaint.field.resolutionNote')}
            description={t('complaint.resolutionNote.hint')}
            withAsterisk={noteRequired}
            autosize
            minRows={3}
            maxRows={10}
            dir="auto"
            disabled={!can('resolution_note')}
            {...field('resolution_note')}
          />
        )}
        {showPhotos && (
          <Stack gap="xs">
            {stored && stored.length > 0 && (
              <PhotoThumbs photos={stored} labelOf={(n) => t('complaint.photos.photoN', { n })} />
            )}
            <PhotoPicker
              value={photos}
              onChange={(next) => {
                setPhotos(next);
                setPhotosError(null);
              }}
              limit={photoRoom}
              error={photosError ? translateMessage(t, photosError) : undefined}
              texts={{
                label: t('complaint.photos.label'),
                hint: t('complaint.photos.hint', { max: COMPLAINT_PHOTO_LIMIT }),
                takePhoto: t('complaint.photos.take'),
                choosePhoto: t('complaint.photos.choose'),
                noPhotos: t('complaint.photos.none'),
                photoN: (n) => t('complaint.photos.newN', { n }),
                removePhoto: (n) => t('complaint.photos.remove', { n }),
                unreadable: t('complaint.photos.unreadable'),
                tooMany: t('complaint.photos.tooMany', { max: COMPLAINT_PHOTO_LIMIT }),
              }}
            />
          </Stack>
        )}
        <FormActions submitLabel={submitLabel} submitting={submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
