import { pagePath, type TProfilePurchase } from '@amc/contracts';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../../components/date-text';
import { StatusBadge } from '../../../components/status-badge';
import { ProfileTable } from './profile-table';
import { ProfileRecordLink } from './profile-record-link';

/** A supplier's Purchase tab: purchase number, supplier, date, billing address, status. */
export function ProfilePurchasesTable({ rows }: { rows: TProfilePurchase[] }) {
  const { t } = useTranslation();
  return (
    <ProfileTable
      testId="profile-purchases"
      rows={rows}
      columns={[
        {
          key: 'purchase_no',
          header: t('user.purchase.number'),
          render: (r) => (
            <ProfileRecordLink to={pagePath('purchaseView', { id: r.id })} text={r.purchase_no} />
          ),
        },
        { key: 'supplier', header: t('user.purchase.supplier'), render: (r) => r.supplier.full_name },
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
      ]}
    />
  );
}
