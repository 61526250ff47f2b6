import type { TProfileComplaint } from '@amc/contracts';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../../components/date-text';
import { StatusBadge } from '../../../components/status-badge';
import { ProfileTable } from './profile-table';
import { SectionCard } from './section-card';

/** The newest complaints of a customer (filed) or an employee (assigned), on the General tab. */
export function RecentComplaintsCard({ rows }: { rows: TProfileComplaint[] }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('user.card.recentComplaints')} testId="recent-complaints">
      <ProfileTable
        testId="recent-complaints-table"
        minWidth={420}
        rows={rows.slice(0, 5)}
        columns={[
          {
            key: 'complaint_no',
            header: t('user.complaint.number'),
            render: (r) => <bdi>{r.complaint_no}</bdi>,
          },
          {
            key: 'product',
            header: t('user.complaint.product'),
            render: (r) => r.product?.name ?? t('user.na'),
          },
          { key: 'date', header: t('user.date'), render: (r) => <DateText value={r.date} /> },
          { key: 'status', header: t('user.status'), render: (r) => <StatusBadge status={r.status} /> },
        ]}
      />
    </SectionCard>
  );
}
