import { EMPLOYEE_STATUSES, WORK_STATUSES, type TAmc, type TUserOption } from '@amc/contracts';
import type { TFunction } from 'i18next';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { DateText } from '../../../components/date-text';
import { StatusBadge } from '../../../components/status-badge';
import { AmcProductsCell } from './amc-products-cell';
import { peopleSelectData } from '../../../lookups/select-data';

export type TAmcListOptions = { customers: TUserOption[]; employees: TUserOption[] };

/**
 * The AMC list's columns (SPEC section 3); ids are the API's sort and filter names (AMC_SORT_COLUMNS,
 * AMC_FILTERS). The number is searched through the table's search box (a prefix of it).
 */
export function amcColumns(t: TFunction, { customers, employees }: TAmcListOptions): MRT_ColumnDef<TAmc>[] {
  const plain = { enableColumnFilter: false } as const;
  const statusData = (values: readonly string[]) =>
    values.map((value) => ({ value, label: t(`status.${value}`, { defaultValue: value }) }));
  return [
    {
      accessorKey: 'amc_no',
      header: t('amc.field.number'),
      ...plain,
      Cell: ({ renderedCellValue }) => <bdi style={{ whiteSpace: 'nowrap' }}>{renderedCellValue}</bdi>,
    },
    {
      id: 'customer_id',
      header: t('amc.field.customer'),
      accessorFn: (row) => row.customer.full_name,
      enableSorting: false,
      size: 120,
      filterVariant: 'select',
      mantineFilterSelectProps: { data: peopleSelectData(customers), searchable: true, clearable: true },
      Cell: ({ row }) => <bdi>{row.original.customer.full_name}</bdi>,
    },
    {
      accessorKey: 'start_date',
      header: t('amc.field.startDate'),
      ...plain,
      Cell: ({ row }) => <DateText value={row.original.start_date} />,
    },
    {
      accessorKey: 'status',
      header: t('amc.field.status'),
      // Wide enough for the longest badge ("progress"), which would otherwise be cut.
      size: 120,
      filterVariant: 'select',
      mantineFilterSelectProps: { data: statusData(WORK_STATUSES), clearable: true },
      Cell: ({ row }) => <StatusBadge status={row.original.status} />,
    },
    {
      id: 'assigned_to_id',
      header: t('amc.field.assignTo'),
      accessorFn: (row) => row.assign_to?.full_name ?? '',
      enableSorting: false,
      size: 120,
      filterVariant: 'select',
      mantineFilterSelectProps: { data: peopleSelectData(employees), searchable: true, clearable: true },
      Cell: ({ row }) => <bdi>{row.original.assign_to?.full_name ?? '—'}</bdi>,
    },
    {
      id: 'employee_status',
      header: t('amc.field.employeeStatus'),
      accessorFn: (row) => row.employee_status ?? '',
      enableSorting: false,
      size: 120,
      filterVariant: 'select',
      mantineFilterSelectProps: { data: statusData(EMPLOYEE_STATUSES), clearable: true },
      Cell: ({ row }) =>
        row.original.employee_status ? <StatusBadge status={row.original.employee_status} /> : '—',
    },
    {
      accessorKey: 'interval_months',
      header: t('amc.field.interval'),
      enableSorting: false,
      size: 70,
      ...plain,
    },
    {
      accessorKey: 'service_count',
      header: t('amc.field.serviceCount'),
      enableSorting: false,
      size: 70,
      ...plain,
    },
    {
      accessorKey: 'next_service_date',
      header: t('amc.field.nextService'),
      ...plain,
      Cell: ({ row }) =>
        row.original.next_service_date ? <DateText value={row.original.next_service_date} /> : t('amc.na'),
    },
    {
      id: 'products',
      header: t('amc.field.products'),
      accessorFn: (row) => row.products.map((p) => p.name).join(', '),
      enableSorting: false,
      size: 160,
      ...plain,
      Cell: ({ row }) => <AmcProductsCell products={row.original.products} />,
    },
  ];
}
