import { pagePath, type TProfileService } from '@amc/contracts';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../../components/date-text';
import { StatusBadge } from '../../../components/status-badge';
import { ProfileTable } from './profile-table';
import { SectionCard } from './section-card';
import { listSearchedFor, ProfileRecordLink } from './profile-record-link';

/**
 * The next services of a customer or an employee. A customer wants to know who comes; an employee for whom
 * (SPEC section 3: for employees the service's AMC carries the customer).
 */
export function UpcomingServicesCard({
  rows,
  forEmployee,
}: {
  rows: TProfileService[];
  forEmployee: boolean;
}) {
  const { t } = useTranslation();
  const na = t('user.na');
  return (
    <SectionCard title={t('user.card.upcomingServices')} testId="upcoming-services">
      <ProfileTable
        testId="upcoming-services-table"
        minWidth={420}
        rows={rows.slice(0, 5)}
        columns={[
          {
            key: 'service_date',
            header: t('user.service.date'),
            render: (r) => <DateText value={r.service_date} />,
          },
          {
            key: 'service_title',
            header: t('user.service.title'),
            render: (r) => (
              <Stack gap={0}>
                <ProfileRecordLink
                  to={
                    r.amc
                      ? pagePath('amcView', { id: r.amc.id })
                      : listSearchedFor(pagePath('serviceList'), 'service', r.service_no)
                  }
                  text={r.service_title}
                />
                {r.service_label && (
                  <Text size="xs" c="dimmed" dir="auto">
                    {r.service_label}
                  </Text>
                )}
              </Stack>
            ),
          },
          forEmployee
            ? {
                key: 'customer',
                header: t('user.customerName'),
                render: (r) => r.amc?.customer.full_name ?? r.customer?.full_name ?? na,
              }
            : {
                key: 'assign_to',
                header: t('user.complaint.assignedTo'),
                render: (r) => r.assignTo?.full_name ?? na,
              },
          { key: 'status', header: t('user.status'), render: (r) => <StatusBadge status={r.status} /> },
        ]}
      />
    </SectionCard>
  );
}
