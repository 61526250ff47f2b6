import { ENDPOINTS, ZAmc, type TAmc } from '@amc/contracts';
import { Button, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import { useRight } from '../../../lib/use-right';
import { useRecordDrawer } from '../../../lib/use-record-drawer';
import { useDeleteAmcs } from '../api/use-delete-amcs';
import { useUserOptions } from '../../../lookups/use-user-options';
import { amcColumns } from './amc-columns';
import { AmcFormDrawer } from './amc-form-drawer';
import { AmcRowActions } from './amc-row-actions';

/** /amc/list: the caller's contracts (CSV amcData), with add, view, edit, delete and the assignee's answer. */
export function AmcListPage() {
  const { t } = useTranslation();
  const customers = useUserOptions('customer').data;
  const employees = useUserOptions('employee').data;
  const columns = useMemo(
    () => amcColumns(t, { customers: customers ?? [], employees: employees ?? [] }),
    [t, customers, employees],
  );
  const canAdd = useRight('amc_add');
  const canDelete = useRight('amc_delete');
  const deleteAmcs = useDeleteAmcs();
  const form = useRecordDrawer<TAmc>();

  return (
    <Stack gap="md">
      <div>
        <Title order={2}>{t('amc.list.title')}</Title>
        <Text c="dimmed">{t('amc.list.subtitle')}</Text>
      </div>
      <DataTable
        tableId="amc"
        endpoint={ENDPOINTS.amc.list}
        rowSchema={ZAmc}
        columns={columns}
        searchPlaceholder={t('table.search.amc')}
        csvFileName="amcData"
        renderRowActions={(amc) => <AmcRowActions amc={amc} onEdit={form.open} />}
        renderToolbarActions={
          canAdd
            ? () => (
                <Button leftSection={<IconPlus size={16} />} onClick={() => form.open(null)}>
                  {t('amc.add.button')}
                </Button>
              )
            : undefined
        }
        onDeleteSelected={canDelete ? (ids) => deleteAmcs.mutateAsync(ids) : undefined}
      />
      <AmcFormDrawer opened={form.opened} amc={form.record} onClose={form.close} />
    </Stack>
  );
}
