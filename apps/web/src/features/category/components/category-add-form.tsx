import { ZCreateCategoryBody, type TCategoryType, type TCreateCategoryInput } from '@amc/contracts';
import { Button, Group } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { applyServerIssues, useFieldProps } from '../../../lib/form-errors';
import { useCreateCategory } from '../api/use-create-category';
import { CategoryNameInput } from './category-name-input';

/** One name added to a list; a name the list already has comes back as an issue on the field. */
export function CategoryAddForm({ type }: { type: TCategoryType }) {
  const { t } = useTranslation();
  const create = useCreateCategory();
  const form = useForm<TCreateCategoryInput>({
    initialValues: { type, name: '' },
    validate: zod4Resolver(ZCreateCategoryBody, { errorPriority: 'first' }),
  });
  const field = useFieldProps(form);

  const submit = (values: TCreateCategoryInput) =>
    create.mutate(ZCreateCategoryBody.parse(values), {
      onSuccess: () => form.reset(),
      onError: (error) => applyServerIssues(form, error),
    });

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <CategoryNameInput type={type} style={{ flex: '1 1 260px' }} {...field('name')} />
        <Button
          type="submit"
          mt={25}
          loading={create.isPending}
          disabled={create.isPending}
          leftSection={<IconPlus size={16} />}
        >
          {t(`category.${type}.add`)}
        </Button>
      </Group>
    </form>
  );
}
