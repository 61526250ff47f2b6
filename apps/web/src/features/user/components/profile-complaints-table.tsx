import { pagePath, type TProfileComplaint } from '@amc/contracts';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../../components/date-text';
import { StatusBadge } from '../../../components/status-badge';
import { ProfileTable } from './profile-table';
import { listSearchedFor, ProfileRecordLink } from './profile-record-link';

/** The Complaints tab of a customer or an employee. */
export function ProfileComplaintsTable({ rows }: { rows: TProfileComplaint[] }) {
  const { t } = useTranslation();
  const na = t('user.na');
  return (
    <ProfileTable
      testId="profile-complaints"
      rows={rows}
      columns={[
        {
          key: 'customer',
          header: t('user.customerName'),
          render: (r) => (
            <Stack gap={0}>
              <Text size="sm">{r.customer.full_name}</Text>
              <ProfileRecordLink
                to={listSearchedFor(pagePath('complaintList'), 'complaint', r.complaint_no)}
                text={r.complaint_no}
              />
            </Stack>
          ),
        },
        { key: 'product', header: t('user.complaint.product'), render: (r) => r.product?.name ?? na },
        { key: 'date', header: t('user.complaint.date'), render: (r) => <DateText value={r.date} /> },
        { key: 'type', header: t('user.complaint.type'), render: (r) => r.complaint_type ?? na },
        {
          key: 'assign_to',
          header: t('user.complaint.assignedTo'),
          render: (r) => r.assign_to?.full_name ?? na,
        },
        { key: 'status', header: t('user.status'), render: (r) => <StatusBadge status={r.status} /> },
      ]}
    />
  );
}
