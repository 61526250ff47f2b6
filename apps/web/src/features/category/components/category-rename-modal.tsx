import { ZRenameCategoryBody, type TCategory, type TRenameCategoryInput } from '@amc/contracts';
import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions';
import { FormModal } from '../../../components/form-modal';
import { applyServerIssues, useFieldProps } from '../../../lib/form-errors';
import { useRenameCategory } from '../api/use-rename-category';
import { CategoryNameInput } from './category-name-input';

function CategoryRenameForm({ category, onDone }: { category: TCategory; onDone: () => void }) {
  const { t } = useTranslation();
  const rename = useRenameCategory();
  const form = useForm<TRenameCategoryInput>({
    initialValues: { id: category.id, name: category.name },
    validate: zod4Resolver(ZRenameCategoryBody, { errorPriority: 'first' }),
  });
  const field = useFieldProps(form);

  const submit = (values: TRenameCategoryInput) =>
    rename.mutate(ZRenameCategoryBody.parse(values), {
      onSuccess: onDone,
      onError: (error) => applyServerIssues(form, error),
    });

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <CategoryNameInput type={category.type} data-autofocus {...field('name')} />
        <FormActions
          submitLabel={t('category.rename.submit')}
          submitting={rename.isPending}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}

/**
 * A new name for one entry of a list; the page keeps the entry while the dialog closes, so its title and
 * form stay put during the closing animation. A name the list already has shows on the field.
 */
export function CategoryRenameModal({
  opened,
  category,
  onClose,
}: {
  opened: boolean;
  category: TCategory | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t('category.rename.title', { name: category?.name ?? '' })}
    >
      {category && <CategoryRenameForm key={category.id} category={category} onDone={onClose} />}
    </FormModal>
  );
}
