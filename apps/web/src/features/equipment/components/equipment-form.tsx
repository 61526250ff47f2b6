import {
  EQUIPMENT_FIELD_RULES,
  EQUIPMENT_PHOTO_LIMIT,
  EQUIPMENT_STATUSES,
  type TCreateEquipmentBody,
  type TCreateEquipmentInput,
  type TEquipment,
  type TEquipmentField,
  type TFormRole,
  type TPhoto,
} from '@amc/contracts';
import { Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarDateInput } from '../../../components/calendar-date-input';
import { FormActions } from '../../../components/form-actions';
import { PhotoPicker } from '../../../components/photo-picker';
import { PhotoThumbs } from '../../../components/photo-thumbs';
import { translateMessage } from '../../../i18n/translate-message';
import { applyServerIssues, useFieldProps } from '../../../lib/form-errors';
import { ApiError } from '../../../lib/http-client';
import {
  identifiedPeopleSelectData,
  peopleSelectData,
  productSelectData,
  statusSelectData,
  withStored,
} from '../../../lookups/select-data';
import { useProductOptions } from '../../../lookups/use-product-options';
import { useUserOptions } from '../../../lookups/use-user-options';
import {
  editableEquipmentFields,
  equipmentValidator,
  toEquipmentBody,
  toEquipmentFormValues,
  type TEquipmentFormMode,
} from './equipment-form-values';

export type TEquipmentFormSubmit = {
  body: Partial<TCreateEquipmentBody>;
  /** New photos, resized in the browser; an edit adds them to those already on the item. */
  photos: Blob[];
  onError: (error: unknown) => void;
};

/**
 * Add and edit an item of the equipment register. Which fields may be changed follows the caller's role
 * (EQUIPMENT_FIELD_RULES): the office sets everything; a technician registers what it finds on site and later
 * corrects only where it stands and its notes; a customer registers its own items. An add shows what the role
 * fills in, an edit also shows, read-only, what it may not change; those fields are left out of the body.
 */
export function EquipmentForm({
  equipment,
  storedPhotos,
  role,
  ownName,
  submitting,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  equipment: TEquipment | null;
  /**
   * The photos already on the item being edited (the view's), undefined while they load; an add has none. New
   * photos fill what is left of EQUIPMENT_PHOTO_LIMIT.
   */
  storedPhotos?: TPhoto[];
  role: TFormRole;
  /** The signed-in user's name: a customer's item is its own. */
  ownName: string;
  submitting: boolean;
  submitLabel: string;
  onSubmit: (submit: TEquipmentFormSubmit) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const mode: TEquipmentFormMode = equipment ? 'update' : 'create';
  const editable = new Set<TEquipmentField>(editableEquipmentFields(role, mode));
  const can = (f: TEquipmentField) => editable.has(f);
  const shown = (f: TEquipmentField) => can(f) || mode === 'update';
  const required = (f: TEquipmentField) => can(f) && EQUIPMENT_FIELD_RULES.required[role].includes(f);

  const form = useForm<TCreateEquipmentInput>({
    initialValues: toEquipmentFormValues(equipment),
    validate: equipmentValidator(role, mode),
    validateInputOnBlur: true,
  });
  const field = useFieldProps(form);
  const customers = useUserOptions('customer', { enabled: role !== 'customer' && can('customer_id') });
  const products = useProductOptions();

  // Two customers may share a name: the list tells them apart by their number, as the complaint form does.
  const customerData = withStored(
    identifiedPeopleSelectData(customers.data),
    peopleSelectData(equipment ? [equipment.customer] : []),
  );
  const productData = withStored(
    productSelectData(products.data),
    productSelectData(equipment ? [equipment.product] : []),
  );
  const statusData = statusSelectData(t, EQUIPMENT_STATUSES);
  const selectProps = { searchable: true, clearable: true, nothingFoundMessage: t('equipment.choose.none') };

  const [photos, setPhotos] = useState<Blob[]>([]);
  const [photosError, setPhotosError] = useState<string | null>(null);
  const stored = mode === 'create' ? [] : storedPhotos;
  // Until an edit's stored photos are known, no room is assumed, so the limit is never passed.
  const photoRoom = stored ? Math.max(0, EQUIPMENT_PHOTO_LIMIT - stored.length) : 0;

  const submit = (values: TCreateEquipmentInput) =>
    onSubmit({
      body: toEquipmentBody(values, role, mode),
      photos,
      onError: (error) => {
        applyServerIssues(form, error);
        const issue =
          error instanceof ApiError
            ? error.issues.find((i) => i.path === 'photos' || i.path.startsWith('photos.'))
            : undefined;
        setPhotosError(issue?.message ?? null);
      },
    });

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {role === 'customer' ? (
            <TextInput
              label={t('equipment.field.customer')}
              value={equipment?.customer.full_name ?? ownName}
              readOnly
              disabled
            />
          ) : (
            shown('customer_id') && (
              <Select
                label={t('equipment.field.customer')}
                placeholder={t('equipment.choose.customer')}
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
              label={t('equipment.field.product')}
              placeholder={t('equipment.choose.product')}
              withAsterisk={required('product_id')}
              data={productData}
              disabled={!can('product_id') || products.isPending}
              {...selectProps}
              {...field('product_id')}
            />
          )}
          {shown('serial_no') && (
            <TextInput
              label={t('equipment.field.serialNo')}
              withAsterisk={required('serial_no')}
              dir="auto"
              autoComplete="off"
              disabled={!can('serial_no')}
              {...field('serial_no')}
            />
          )}
          {shown('status') && (
            <Select
              label={t('equipment.field.status')}
              data={statusData}
              allowDeselect={false}
              disabled={!can('status')}
              {...field('status')}
            />
          )}
          {shown('site') && (
            <TextInput
              label={t('equipment.field.site')}
              description={t('equipment.site.hint')}
              dir="auto"
              disabled={!can('site')}
              {...field('site')}
            />
          )}
          {shown('location') && (
            <TextInput
              label={t('equipment.field.location')}
              description={t('equipment.location.hint')}
              dir="auto"
              disabled={!can('location')}
              {...field('location')}
            />
          )}
          {shown('install_date') && (
            <CalendarDateInput
              label={t('equipment.field.installDate')}
              clearable
              disabled={!can('install_date')}
              {...field('install_date')}
            />
          )}
          {shown('warranty_end') && (
            <CalendarDateInput
              label={t('equipment.field.warrantyEnd')}
              clearable
              disabled={!can('warranty_end')}
              {...field('warranty_end')}
            />
          )}
        </SimpleGrid>
        {shown('notes') && (
          <Textarea
            label={t('equipment.field.notes')}
            autosize
            minRows={2}
            maxRows={8}
            dir="auto"
            disabled={!can('notes')}
            {...field('notes')}
          />
        )}
        <Stack gap="xs">
          {stored && stored.length > 0 && (
            <PhotoThumbs photos={stored} labelOf={(n) => t('equipment.photos.photoN', { n })} />
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
              label: t('equipment.photos.label'),
              hint: t('equipment.photos.hint', { max: EQUIPMENT_PHOTO_LIMIT }),
              takePhoto: t('equipment.photos.take'),
              choosePhoto: t('equipment.photos.choose'),
              noPhotos: t('equipment.photos.none'),
              photoN: (n) => t('equipment.photos.newN', { n }),
              removePhoto: (n) => t('equipment.photos.remove', { n }),
              unreadable: t('equipment.photos.unreadable'),
              tooMany: t('equipment.photos.tooMany', { max: EQUIPMENT_PHOTO_LIMIT }),
            }}
          />
        </Stack>
        <FormActions submitLabel={submitLabel} submitting={submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
