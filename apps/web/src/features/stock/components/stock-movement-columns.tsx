import { type TStockMovement, pagePath, type TStockMovementSortColumn } from '@amc/contracts';
import { Anchor, Badge, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import type { TDataColumn } from '../../../components/data-table/data-table';
import { DateText } from '../../../components/date-text';
import { placeLabel } from './place-label';

const KIND_COLORS: Record<TStockMovement['kind'], string> = {
  purchase: 'green',
  sale: 'blue',
  adjustment: 'gray',
  service: 'orange',
  sale_return: 'teal',
  purchase_return: 'grape',
  transfer: 'cyan',
};

/** The purchase page of a movement; a literal path because features never import each other. */

/** One product's ledger: date (the sort), kind, signed quantity, the purchase or sale it came from, supplier, note. */
export function stockMovementColumns(
  t: TFunction,
): TDataColumn<TStockMovement, TStockMovementSortColumn, never>[] {
  return [
    {
      id: 'movement_date',
      header: t('stock.movement.date'),
      sortable: true,
      render: (row) => <DateText value={row.movement_date} />,
    },
    {
      id: 'kind',
      header: t('stock.movement.kind'),
      render: (row) => (
        <Badge variant="light" radius="sm" color={KIND_COLORS[row.kind]}>
          {t(`stock.kind.${row.kind}`)}
        </Badge>
      ),
    },
    {
      id: 'quantity',
      header: t('stock.movement.quantity'),
      render: ({ quantity }) => (
        <Text size="sm" fw={700} c={quantity >= 0 ? 'green' : 'red'} component="span">
          <bdi dir="ltr">{quantity > 0 ? `+${quantity}` : quantity}</bdi>
        </Text>
      ),
    },
    {
      id: 'reference',
      header: t('stock.movement.reference'),
      render: ({ purchase, sale, credit_note: credit, purchase_return: back, place, kind }) => {
        if (purchase)
          return (
            <Anchor component={Link} to={pagePath('purchaseView', { id: purchase.id })} size="sm">
              <bdi>{purchase.purchase_no}</bdi>
            </Anchor>
          );
        if (back)
          return (
            <Anchor component={Link} to={pagePath('purchaseReturnView', { id: back.id })} size="sm">
              <bdi>{back.return_no}</bdi>
            </Anchor>
          );
        if (credit)
          return (
            <Anchor component={Link} to={pagePath('creditNoteView', { id: credit.id })} size="sm">
              <bdi>{credit.credit_no}</bdi>
            </Anchor>
          );
        if (sale) return <bdi>{sale.sale_no}</bdi>;
        // A transfer's half, or a visit's parts from a van (issue 28): the place it moved at.
        return kind === 'transfer' || place.kind === 'van' ? (
          <bdi>{placeLabel(t, place)}</bdi>
        ) : (
          t('stock.na')
        );
      },
    },
    {
      id: 'supplier',
      header: t('stock.movement.supplier'),
      value: (row) => row.supplier?.full_name ?? t('stock.na'),
    },
    {
      // Who adjusted it by hand or moved it between places (issue 28); a document's movement is its document's.
      id: 'by',
      header: t('stock.movement.by'),
      value: (row) => row.created_by?.full_name ?? t('stock.na'),
    },
    {
      id: 'note',
      header: t('stock.movement.note'),
      // A hand adjustment says why, then what happened.
      render: (row) => (
        <Text size="sm" dir="auto" lineClamp={2}>
          {[row.reason && t(`stock.reason.${row.reason}`), row.note].filter(Boolean).join(' · ') ||
            t('stock.na')}
        </Text>
      ),
    },
  ];
}
