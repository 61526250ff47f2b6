import { pagePath, type TProfileSale } from '@amc/contracts';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../../components/date-text';
import { StatusBadge } from '../../../components/status-badge';
import { ProfileTable } from './profile-table';
import { ProfileRecordLink } from './profile-record-link';

/** A customer's Sales tab: bill number, customer, date, billing address, status, discount (%). */
export function ProfileSalesTable({ rows }: { rows: TProfileSale[] }) {
  const { t } = useTranslation();
  return (
    <ProfileTable
      testId="profile-sales"
      rows={rows}
      columns={[
        {
          key: 'sale_no',
          header: t('user.sale.billNo'),
          render: (r) => <ProfileRecordLink to={pagePath('saleView', { id: r.id })} text={r.sale_no} />,
        },
        { key: 'customer', header: t('user.customerName'), render: (r) => r.customer.full_name },
        { key: 'date', header: t('user.date'), render: (r) => <DateText value={r.date} /> },
        {
          key: 'billing_address',
          header: t('user.billingAddress'),
          render: (r) => (
            <Text size="sm" dir="auto" lineClamp={2}>
              {r.billing_address}
            </Text>
          ),
        },
        { key: 'status', header: t('user.status'), render: (r) => <StatusBadge status={r.status} /> },
        {
          key: 'discount',
          header: t('user.sale.discount'),
          render: (r) => <bdi dir="ltr">{r.discount}</bdi>,
        },
      ]}
    />
  );
}
