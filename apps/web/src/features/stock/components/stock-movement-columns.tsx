import type { TStockMovement } from '@amc/contracts';
import { Anchor, Badge, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { Link } from 'react-router-dom';
import { DateText } from '../../../components/date-text';

const KIND_COLORS: Record<TStockMovement['kind'], string> = {
  purchase: 'green',
  sale: 'blue',
  adjustment: 'gray',
};

/** The purchase page of a movement; a literal path because features never import each other. */
const purchasePath = (id: number) => `/purchase/view/${id}`;

/** One product's ledger: date (the sort), kind, signed quantity, the purchase or sale it came from, supplier, note. */
export function stockMovementColumns(t: TFunction): MRT_ColumnDef<TStockMovement>[] {
  const plain = { enableColumnFilter: false, enableSorting: false } as const;
  return [
    {
      accessorKey: 'movement_date',
      header: t('stock.movement.date'),
      enableColumnFilter: false,
      Cell: ({ row }) => <DateText value={row.original.movement_date} />,
    },
    {
      accessorKey: 'kind',
      header: t('stock.movement.kind'),
      ...plain,
      Cell: ({ row }) => (
        <Badge variant="light" radius="sm" color={KIND_COLORS[row.original.kind]}>
          {t(`stock.kind.${row.original.kind}`)}
        </Badge>
      ),
    },
    {
      accessorKey: 'quantity',
      header: t('stock.movement.quantity'),
      ...plain,
      Cell: ({ row }) => {
        const { quantity } = row.original;
        return (
          <Text size="sm" fw={700} c={quantity >= 0 ? 'green' : 'red'} component="span">
            <bdi dir="ltr">{quantity > 0 ? `+${quantity}` : quantity}</bdi>
          </Text>
        );
      },
    },
    {
      id: 'reference',
      header: t('stock.movement.reference'),
      accessorFn: (row) => row.purchase?.purchase_no ?? row.sale?.sale_no ?? '',
      ...plain,
      Cell: ({ row }) => {
        const { purchase, sale } = row.original;
        if (purchase)
          return (
            <Anchor component={Link} to={purchasePath(purchase.id)} size="sm">
              <bdi>{purchase.purchase_no}</bdi>
            </Anchor>
          );
        return sale ? <bdi>{sale.sale_no}</bdi> : t('stock.na');
      },
    },
    {
      id: 'supplier',
      header: t('stock.movement.supplier'),
      accessorFn: (row) => row.supplier?.full_name ?? '',
      ...plain,
      Cell: ({ row }) => <bdi>{row.original.supplier?.full_name ?? t('stock.na')}</bdi>,
    },
    {
      accessorKey: 'note',
      header: t('stock.movement.note'),
      ...plain,
      Cell: ({ row }) => (
        <Text size="sm" dir="auto" lineClamp={2}>
          {row.original.note ?? t('stock.na')}
        </Text>
      ),
    },
  ];
}
