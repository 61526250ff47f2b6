import { ENDPOINTS, FORM_ROLES, ZEquipment, type TEquipment } from '@amc/contracts';
import { Button, Stack } from '@mantine/core';
import { IconPlus, IconPrinter } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import { PageTitle } from '../../../components/page-title';
import { useSession } from '../../../lib/session';
import { useRight } from '../../../lib/use-right';
import { useRecordDrawer } from '../../../lib/use-record-drawer';
import { namedSelectData, peopleSelectData } from '../../../lookups/select-data';
import { useProductOptions } from '../../../lookups/use-product-options';
import { useUserOptions } from '../../../lookups/use-user-options';
import { useDeleteEquipmentItems } from '../api/use-delete-equipment-items';
import { equipmentColumns } from './equipment-columns';
import { EquipmentFormDrawer } from './equipment-form-drawer';
import { EquipmentLabelsModal } from './equipment-labels-modal';
import { EQUIPMENT_TABLE_ID } from './equipment-paths';
import { EquipmentRowActions } from './equipment-row-actions';

/**
 * /equipment/list (CSV equipmentData): the register, what covers each item today. The server keeps each caller
 * to its rows: a customer sees its own items ("My equipment"), an employee those of its visits, complaints and
 * contracts; so the customer column and filter appear only to whoever sees more than one customer.
 */
export function EquipmentListPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const role = FORM_ROLES.find((r) => r === user?.role_name) ?? null;
  const isCustomer = role === 'customer';
  const canAdd = useRight('equipment_add') && role !== null;
  const canDelete = useRight('equipment_delete');
  // Labels carry the item's scan address, the office's to hand out: the same right as editing the item.
  const canPrintLabels = useRight('equipment_edit');
  const [labelIds, setLabelIds] = useState<number[] | null>(null);
  const deleteItems = useDeleteEquipmentItems();
  const customers = useUserOptions('customer', { enabled: role === 'admin' || role === 'employee' });
  const products = useProductOptions();
  const form = useRecordDrawer<TEquipment>();

  const filterOptions = useMemo(
    () => ({ customers: peopleSelectData(customers.data), products: namedSelectData(products.data) }),
    [customers.data, products.data],
  );
  const columns = useMemo(
    () => equipmentColumns(t, filterOptions, { showCustomer: !isCustomer }),
    [t, filterOptions, isCustomer],
  );

  return (
    <Stack gap="md">
      <PageTitle
        title={t(isCustomer ? 'equipment.list.ownTitle' : 'equipment.list.title')}
        subtitle={t(isCustomer ? 'equipment.list.ownSubtitle' : 'equipment.list.subtitle')}
      />
      <DataTable
        tableId={EQUIPMENT_TABLE_ID}
        endpoint={ENDPOINTS.equipment.list}
        rowSchema={ZEquipment}
        columns={columns}
        searchPlaceholder={t('table.search.equipment')}
        csvFileName="equipmentData"
        renderRowActions={(equipment) => (
          <EquipmentRowActions equipment={equipment} canChange={role !== null} onEdit={form.open} />
        )}
        renderToolbarActions={
          canAdd
            ? () => (
                <Button leftSection={<IconPlus size={16} />} onClick={() => form.open(null)}>
                  {t('equipment.add.button')}
                </Button>
              )
            : undefined
        }
        onDeleteSelected={canDelete ? (ids) => deleteItems.mutateAsync(ids) : undefined}
        renderSelectionActions={
          canPrintLabels
            ? (ids) => (
                <Button
                  variant="light"
                  leftSection={<IconPrinter size={16} />}
                  onClick={() => setLabelIds(ids)}
                >
                  {t('equipment.labels.printSelected', { n: ids.length })}
                </Button>
              )
            : undefined
        }
      />
      {canPrintLabels && (
        <EquipmentLabelsModal
          opened={labelIds !== null}
          ids={labelIds ?? []}
          onClose={() => setLabelIds(null)}
        />
      )}
      {role && (
        <EquipmentFormDrawer
          opened={form.opened}
          equipment={form.record}
          role={role}
          ownName={user?.full_name ?? ''}
          onClose={form.close}
        />
      )}
    </Stack>
  );
}
