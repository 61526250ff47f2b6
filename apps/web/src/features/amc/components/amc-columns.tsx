import {
  EMPLOYEE_STATUSES,
  WORK_STATUSES,
  type TAmc,
  type TUserOption,
  type TAmcSortColumn,
  type TAmcFilter,
} from '@amc/contracts';
import type { TFunction } from 'i18next';
import type { TDataColumn } from '../../../components/data-table/data-table';
import { DateText } from '../../../components/date-text';
import { MoneyText } from '../../../components/money-text';
import { StatusBadge } from '../../../components/status-badge';
import { AmcProductsCell } from './amc-products-cell';
import { AmcTermBadge } from './amc-term-badge';
import { peopleSelectData, statusSelectData } from '../../../lookups/select-data';

export type TAmcListOptions = { customers: TUserOption[]; employees: TUserOption[] };

/**
 * The AMC list's columns (SPEC section 3); ids are the API's sort and filter names (AMC_SORT_COLUMNS,
 * AMC_FILTERS); the term and the price are shown only, neither sorted nor filtered. The number is searched through
 * the table's search box (a prefix of it).
 */
export function amcColumns(
  t: TFunction,
  { customers, employees }: TAmcListOptions,
): TDataColumn<TAmc, TAmcSortColumn, TAmcFilter>[] {
  return [
    {
      id: 'amc_no',
      header: t('amc.field.number'),
      sortable: true,
      render: (row) => <bdi style={{ whiteSpace: 'nowrap' }}>{row.amc_no}</bdi>,
    },
    {
      id: 'customer_id',
      header: t('amc.field.customer'),
      value: (row) => row.customer.full_name,
      width: 120,
      filter: { type: 'select', options: peopleSelectData(customers), searchable: true },
    },
    {
      id: 'start_date',
      hiddenAtFirst: true,
      header: t('amc.field.startDate'),
      sortable: true,
      render: (row) => <DateText value={row.start_date} />,
    },
    {
      id: 'status',
      header: t('amc.field.status'),
      sortable: true,
      // Wide enough for the longest badge ("progress"), which would otherwise be cut.
      width: 120,
      filter: { type: 'select', options: statusSelectData(t, WORK_STATUSES) },
      render: (row) => <StatusBadge status={row.status} />,
    },
    {
      id: 'term_status',
      header: t('amc.field.term'),
      // Wide enough for the longest badge ("expiring"), like the status beside it.
      width: 110,
      render: (row) => <AmcTermBadge status={row.term_status} />,
    },
    {
      id: 'price',
      // Chosen from the column menu: the list's first view keeps to what the office scans for.
      hiddenAtFirst: true,
      header: t('amc.field.price'),
      width: 90,
      render: (row) => <MoneyText amount={row.price} />,
    },
    {
      id: 'assigned_to_id',
      header: t('amc.field.assignTo'),
      value: (row) => row.assign_to?.full_name ?? '—',
      width: 120,
      filter: { type: 'select', options: peopleSelectData(employees), searchable: true },
    },
    {
      id: 'employee_status',
      hiddenAtFirst: true,
      header: t('amc.field.employeeStatus'),
      width: 120,
      filter: { type: 'select', options: statusSelectData(t, EMPLOYEE_STATUSES) },
      render: (row) => (row.employee_status ? <StatusBadge status={row.employee_status} /> : '—'),
    },
    { id: 'interval_months', hiddenAtFirst: true, header: t('amc.field.interval'), width: 70 },
    { id: 'service_count', hiddenAtFirst: true, header: t('amc.field.serviceCount'), width: 70 },
    {
      id: 'next_service_date',
      header: t('amc.field.nextService'),
      sortable: true,
      render: (row) => (row.next_service_date ? <DateText value={row.next_service_date} /> : t('amc.na')),
    },
    {
      id: 'products',
      hiddenAtFirst: true,
      header: t('amc.field.products'),
      value: (row) => row.products.map((p) => p.name).join(', '),
      width: 160,
      render: (row) => <AmcProductsCell products={row.products} />,
    },
  ];
}
