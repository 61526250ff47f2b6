import {
  EQUIPMENT_STATUSES,
  pagePath,
  type TEquipment,
  type TEquipmentSortColumn,
  type TEquipmentFilter,
} from '@amc/contracts';
import { Anchor, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import {
  selectFilter,
  type TDataColumn,
  type TFilterOption,
} from '../../../components/data-table/data-table';
import { DateText } from '../../../components/date-text';
import { StatusBadge } from '../../../components/status-badge';
import { statusSelectData } from '../../../lookups/select-data';
import { EquipmentCoverBadge } from '../../../components/equipment-cover-badge';

/** The choices of the list's filter selects; an empty list hides that filter (the caller sees one value). */
export type TEquipmentFilterOptions = {
  customers: TFilterOption[];
  products: TFilterOption[];
};

/**
 * Serial number (to the item's page), product, customer, where it stands, install date, warranty end, what covers
 * it today, status. Ids are the API's sort and filter names (EQUIPMENT_SORT_COLUMNS, EQUIPMENT_FILTERS); the
 * search matches a serial, a customer or a product. A customer's list leaves out the customer: every row is its own.
 */
export function equipmentColumns(
  t: TFunction,
  { customers, products }: TEquipmentFilterOptions,
  { showCustomer }: { showCustomer: boolean },
): TDataColumn<TEquipment, TEquipmentSortColumn, TEquipmentFilter>[] {
  const missing = (
    <Text size="sm" c="dimmed">
      —
    </Text>
  );
  const columns: (TDataColumn<TEquipment, TEquipmentSortColumn, TEquipmentFilter> | false)[] = [
    {
      id: 'serial_no',
      header: t('equipment.field.serialNo'),
      sortable: true,
      width: 120,
      render: (row) => (
        <Anchor component={Link} to={pagePath('equipmentView', { id: row.id })} size="sm" fw={500}>
          <bdi>{row.serial_no}</bdi>
        </Anchor>
      ),
    },
    {
      id: 'product_id',
      header: t('equipment.field.product'),
      value: (row) => row.product.name,
      width: 120,
      filter: selectFilter(products),
    },
    showCustomer && {
      id: 'customer_id',
      header: t('equipment.field.customer'),
      value: (row) => row.customer.full_name,
      width: 110,
      filter: selectFilter(customers),
    },
    {
      id: 'site',
      header: t('equipment.field.siteLocation'),
      width: 130,
      // The site, and under it, smaller, where at the site; a location alone stands in the site's place. Both lines
      // are blocks in the page's direction: a bare <bdi> in the stack would take its text's own (English in an
      // Arabic list), and the two lines would line up on opposite sides.
      render: (row) => {
        if (!row.site) return row.location ? <bdi>{row.location}</bdi> : missing;
        return (
          <Stack gap={0}>
            <div>
              <bdi>{row.site}</bdi>
            </div>
            {row.location && (
              <Text size="xs" c="dimmed">
                <bdi>{row.location}</bdi>
              </Text>
            )}
          </Stack>
        );
      },
    },
    {
      id: 'install_date',
      header: t('equipment.field.installDate'),
      sortable: true,
      hiddenAtFirst: true,
      render: (row) => (row.install_date ? <DateText value={row.install_date} /> : missing),
    },
    {
      id: 'warranty_end',
      header: t('equipment.field.warrantyEnd'),
      sortable: true,
      hiddenAtFirst: true,
      render: (row) => (row.warranty_end ? <DateText value={row.warranty_end} /> : missing),
    },
    {
      id: 'cover',
      header: t('equipment.field.cover'),
      width: 160,
      render: (row) => <EquipmentCoverBadge cover={row.cover} />,
    },
    {
      id: 'status',
      header: t('equipment.field.status'),
      sortable: true,
      width: 90,
      filter: selectFilter(statusSelectData(t, EQUIPMENT_STATUSES), { searchable: false }),
      render: (row) => <StatusBadge status={row.status} />,
    },
  ];
  return columns.filter((column) => column !== false);
}
