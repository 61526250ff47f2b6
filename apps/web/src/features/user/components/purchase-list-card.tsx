import type { TProfilePurchase } from '@amc/contracts';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../../components/date-text';
import { StatusBadge } from '../../../components/status-badge';
import { ProfileTable } from './profile-table';
import { SectionCard } from './section-card';

/** A supplier's newest purchase orders, on the General tab. */
export function PurchaseListCard({ rows }: { rows: TProfilePurchase[] }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('user.card.purchaseList')} testId="purchase-list">
      <ProfileTable
        testId="purchase-list-table"
        minWidth={420}
        rows={rows.slice(0, 5)}
        columns={[
          {
            key: 'purchase_no',
            header: t('user.purchase.number'),
            render: (r) => <bdi>{r.purchase_no}</bdi>,
          },
          { key: 'date', header: t('user.date'), render: (r) => <DateText value={r.date} /> },
          {
            key: 'billing_address',
            header: t('user.billingAddress'),
            render: (r) => <bdi>{r.billing_address}</bdi>,
          },
          { key: 'status', header: t('user.status'), render: (r) => <StatusBadge status={r.status} /> },
        ]}
      />
    </SectionCard>
  );
}
