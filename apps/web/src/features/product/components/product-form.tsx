import {
  ZCreateProductBody,
  type TCategoryType,
  type TCreateProductBody,
  type TCreateProductInput,
  type TProduct,
} from '@amc/contracts';
import { Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyServerIssues, useFieldProps } from '../../../lib/form-errors';
import { ApiError } from '../../../lib/http-client';
import { useCategories } from '../../../lookups/use-categories';
import { ProductImageInput } from './product-image-input';
import { FormActions } from '../../../components/form-actions';
import { namedSelectData } from '../../../lookups/select-data';

function toFormValues(product: TProduct | null): TCreateProductInput {
  const idOf = (ref: TProduct['brand'] | undefined) => (ref ? String(ref.id) : null);
  return {
    code: product?.code ?? '',
    name: product?.name ?? '',
    model_number: product?.model_number ?? '',
    hsn_code: product?.hsn_code ?? '',
    price: product?.price ?? '',
    brand_id: idOf(product?.brand),
    category_id: idOf(product?.category),
    unit_id: idOf(product?.unit),
    description: product?.description ?? '',
  };
}

/** A select of one category list, filled from GET /category/list?type=... */
function useListSelect(type: TCategoryType) {
  const list = useCategories(type);
  return { data: namedSelectData(list.data), disabled: list.isPending };
}

export type TProductFormSubmit = {
  values: TCreateProductBody;
  image: File | null;
  onError: (error: unknown) => void;
};

/**
 * Add and edit (SPEC section 3's product fields). The caller sends; this form validates with the contract,
 * keeps the chosen image, and puts the server's field issues back on the fields.
 */
export function ProductForm({
  product,
  submitting,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  product: TProduct | null;
  submitting: boolean;
  submitLabel: string;
  onSubmit: (submit: TProductFormSubmit) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const form = useForm<TCreateProductInput>({
    initialValues: toFormValues(product),
    validate: zod4Resolver(ZCreateProductBody, { errorPriority: 'first' }),
    validateInputOnBlur: true,
  });
  const field = useFieldProps(form);
  const brands = useListSelect('brand');
  const categories = useListSelect('product_category');
  const units = useListSelect('unit');

  const submit = (values: TCreateProductInput) =>
    onSubmit({
      values: ZCreateProductBody.parse(values),
      image,
      onError: (error) => {
        applyServerIssues(form, error);
        if (error instanceof ApiError)
          setImageError(error.issues.find((i) => i.path === 'image')?.message ?? null);
      },
    });

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('product.field.code')} withAsterisk dir="auto" {...field('code')} />
          <TextInput label={t('product.field.name')} withAsterisk dir="auto" {...field('name')} />
          <TextInput
            label={t('product.field.modelNumber')}
            withAsterisk
            dir="auto"
            {...field('model_number')}
          />
          <TextInput
            label={t('product.field.hsnCode')}
            description={t('product.field.hsnCodeHint')}
            dir="ltr"
            {...field('hsn_code')}
          />
          <TextInput
            label={t('product.field.price')}
            withAsterisk
            inputMode="decimal"
            dir="ltr"
            {...field('price')}
          />
          <Select
            label={t('product.field.brand')}
            placeholder={t('product.choose.brand')}
            searchable
            clearable
            data={brands.data}
            disabled={brands.disabled}
            nothingFoundMessage={t('product.choose.none')}
            {...field('brand_id')}
          />
          <Select
            label={t('product.field.category')}
            placeholder={t('product.choose.category')}
            searchable
            clearable
            data={categories.data}
            disabled={categories.disabled}
            nothingFoundMessage={t('product.choose.none')}
            {...field('category_id')}
          />
          <Select
            label={t('product.field.unit')}
            placeholder={t('product.choose.unit')}
            searchable
            clearable
            data={units.data}
            disabled={units.disabled}
            nothingFoundMessage={t('product.choose.none')}
            {...field('unit_id')}
          />
        </SimpleGrid>
        <Textarea
          label={t('product.field.description')}
          autosize
          minRows={3}
          maxRows={8}
          dir="auto"
          {...field('description')}
        />
        <ProductImageInput
          currentUrl={product?.image ?? null}
          file={image}
          onFileChange={setImage}
          error={imageError}
          onError={setImageError}
        />
        <FormActions submitLabel={submitLabel} submitting={submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
