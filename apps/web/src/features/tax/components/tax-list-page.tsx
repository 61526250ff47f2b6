import { ENDPOINTS, ZTax, type TTax } from '@amc/contracts';
import { Button, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import { useRight } from '../../../lib/use-right';
import { useRecordDrawer } from '../../../lib/use-record-drawer';
import { useDeleteTaxes } from '../api/use-delete-taxes';
import { taxColumns } from './tax-columns';
import { TaxFormModal } from './tax-form-modal';
import { TaxRowActions } from './tax-row-actions';

/** /tax/list: taxes with their percentage (CSV taxData); each opens its view; add and edit in a modal. */
export function TaxListPage() {
  const { t } = useTranslation();
  const columns = useMemo(() => taxColumns(t), [t]);
  const canAdd = useRight('tax_add');
  const canDelete = useRight('tax_delete');
  const deleteTaxes = useDeleteTaxes();
  const form = useRecordDrawer<TTax>();

  return (
    <Stack gap="md">
      <div>
        <Title order={2}>{t('tax.list.title')}</Title>
        <Text c="dimmed">{t('tax.list.subtitle')}</Text>
      </div>
      <DataTable
        tableId="tax"
        endpoint={ENDPOINTS.tax.list}
        rowSchema={ZTax}
        columns={columns}
        csvFileName="taxData"
        renderRowActions={(tax) => <TaxRowActions tax={tax} onEdit={form.open} />}
        renderToolbarActions={
          canAdd
            ? () => (
                <Button leftSection={<IconPlus size={16} />} onClick={() => form.open(null)}>
                  {t('tax.add.button')}
                </Button>
              )
            : undefined
        }
        onDeleteSelected={canDelete ? (ids) => deleteTaxes.mutateAsync(ids) : undefined}
      />
      <TaxFormModal opened={form.opened} tax={form.record} onClose={form.close} />
    </Stack>
  );
}
