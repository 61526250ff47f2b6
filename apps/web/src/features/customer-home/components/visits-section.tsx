import { ENDPOINTS, endpointPath, pagePath, type TService, ZService } from '@amc/contracts';
import { Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { listQueryOptions } from '../../../components/data-table/list-query';
import { DateText } from '../../../components/date-text';
import { OpenPdfButton } from '../../../components/document-lines/open-pdf-button';
import { HomeRow, HomeSection } from '../../../components/home-section';
import { StatusBadge } from '../../../components/status-badge';

/** How many upcoming and how many completed visits the home lists; the whole list is one click away. */
const VISIT_ROWS = 5;

/**
 * The customer's visits: the next ones still to come (by date, the overdue first) and the latest ones done (newest
 * first). The server returns only the customer's own services.
 */
function useCustomerVisits() {
  const upcoming = useQuery(
    listQueryOptions(ENDPOINTS.service.list, ZService, {
      page: 1,
      pageSize: VISIT_ROWS,
      sort: 'service_date',
      order: 'asc',
      filters: JSON.stringify({ due: true }),
    }),
  );
  const done = useQuery(
    listQueryOptions(ENDPOINTS.service.list, ZService, {
      page: 1,
      pageSize: VISIT_ROWS,
      sort: 'service_date',
      order: 'desc',
      filters: JSON.stringify({ status: 'closed' }),
    }),
  );
  // "Due" also holds a visit closed today or later: it shows once, among the done ones.
  const next = (upcoming.data?.data ?? []).filter((service) => service.status !== 'closed');
  return { loading: upcoming.isPending || done.isPending, visits: [...next, ...(done.data?.data ?? [])] };
}

function VisitRow({ service }: { service: TService }) {
  const { t } = useTranslation();
  const closed = service.status === 'closed';
  return (
    <HomeRow testId="customer-home-visit">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={600} dir="auto" lineClamp={2}>
          {service.service_title}
        </Text>
        <StatusBadge status={service.status} />
      </Group>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" c="dimmed">
          {closed ? t('portal.customer.visitDoneOn') : t('portal.customer.visitOn')}{' '}
          <DateText
            value={closed ? (service.completed_date ?? service.service_date) : service.service_date}
          />
        </Text>
        <Text size="sm" c="dimmed">
          <bdi>{service.service_no}</bdi>
        </Text>
      </Group>
      {closed && service.has_report && (
        <OpenPdfButton path={endpointPath(ENDPOINTS.service.pdf, { id: service.id })}>
          {t('portal.customer.openReport')}
        </OpenPdfButton>
      )}
    </HomeRow>
  );
}

/** The customer home's block of visits, each done one with its visit report when one was stored. */
export function VisitsSection() {
  const { t } = useTranslation();
  const { loading, visits } = useCustomerVisits();
  return (
    <HomeSection
      testId="customer-home-visits"
      title={t('portal.customer.visits')}
      allLabel={t('portal.seeAll')}
      allPath={pagePath('serviceList')}
      loading={loading}
      emptyText={t('portal.customer.noVisits')}
      count={visits.length}
    >
      {visits.map((service) => (
        <VisitRow key={service.id} service={service} />
      ))}
    </HomeSection>
  );
}
