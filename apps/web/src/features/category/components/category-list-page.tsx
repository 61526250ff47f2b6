import { MSG, type TCategory, type TCategoryType } from '@amc/contracts';
import type { ReactNode } from 'react';
import { Alert, Card, Center, Group, Loader, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconPencil, IconSearch, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONFIRM_TITLE, openConfirm } from '../../../components/confirm-action';
import { RowActionButton } from '../../../components/row-action-button';
import { translateMessage } from '../../../i18n/translate-message';
import { useRight } from '../../../lib/use-right';
import { useRecordDrawer } from '../../../lib/use-record-drawer';
import { useCategories } from '../../../lookups/use-categories';
import { useDeleteCategory } from '../api/use-delete-category';
import { CategoryAddForm } from './category-add-form';
import { CategoryRenameModal } from './category-rename-modal';

/** The whole list is at most CATEGORY_LIST_LIMIT names, so narrowing it happens in the browser. */
function matches(category: TCategory, search: string): boolean {
  return category.name.toLocaleLowerCase().includes(search.trim().toLocaleLowerCase());
}

/**
 * One list of names (/product/brands, /product/categories, /product/units, /complaint/types, /task/types),
 * with add, rename and delete, under the header of the module it serves. A name still in use is refused by
 * the server (409), and its message is the error toast.
 */
export function CategoryListPage({ type, header }: { type: TCategoryType; header: ReactNode }) {
  const { t } = useTranslation();
  const list = useCategories(type);
  const remove = useDeleteCategory();
  const canAdd = useRight('category_add');
  const canRename = useRight('category_edit');
  const canDelete = useRight('category_delete');
  const hasActions = canRename || canDelete;
  const renaming = useRecordDrawer<TCategory>();
  const [search, setSearch] = useState('');
  const rows = useMemo(() => (list.data ?? []).filter((c) => matches(c, search)), [list.data, search]);

  const confirmDelete = (category: TCategory) =>
    openConfirm({
      title: CONFIRM_TITLE,
      message: t('category.deleteMessage', { name: category.name }),
      confirmLabel: 'Yes, Delete it',
      onConfirm: () => remove.mutate(category.id),
    });

  return (
    <Stack gap="md">
      {header}
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          {canAdd && <CategoryAddForm type={type} />}
          <TextInput
            aria-label={t('category.search')}
            placeholder={t('category.search')}
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            maw={320}
          />
          {list.isPending && (
            <Center py="xl">
              <Loader />
            </Center>
          )}
          {list.isError && (
            <Alert color="red" icon={<IconAlertTriangle />} title={t('toast.error')}>
              {translateMessage(t, list.error.message)}
            </Alert>
          )}
          {list.isSuccess && (
            <Table striped highlightOnHover verticalSpacing="sm" data-testid="category-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={70}>#</Table.Th>
                  <Table.Th>{t(`category.${type}.name`)}</Table.Th>
                  {hasActions && (
                    <Table.Th w={100} ta="center">
                      {t('table.actions')}
                    </Table.Th>
                  )}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((category, index) => (
                  <Table.Tr key={category.id}>
                    <Table.Td c="dimmed">{index + 1}</Table.Td>
                    <Table.Td>
                      <bdi>{category.name}</bdi>
                    </Table.Td>
                    {hasActions && (
                      <Table.Td ta="center">
                        <Group gap={4} justify="center" wrap="nowrap">
                          {canRename && (
                            <RowActionButton
                              label={t('category.rename', { name: category.name })}
                              onClick={() => renaming.open(category)}
                            >
                              <IconPencil size={18} />
                            </RowActionButton>
                          )}
                          {canDelete && (
                            <RowActionButton
                              label={t('category.delete', { name: category.name })}
                              color="red"
                              onClick={() => confirmDelete(category)}
                            >
                              <IconTrash size={18} />
                            </RowActionButton>
                          )}
                        </Group>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
                {rows.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={hasActions ? 3 : 2}>
                      <Text ta="center" c="dimmed" py="lg">
                        {translateMessage(t, MSG.noRecords)}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                )}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      </Card>
      <CategoryRenameModal opened={renaming.opened} category={renaming.record} onClose={renaming.close} />
    </Stack>
  );
}
