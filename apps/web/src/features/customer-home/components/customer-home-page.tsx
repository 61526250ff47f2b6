import {
  ENDPOINTS,
  endpointPath,
  pagePath,
  type TAmc,
  type TComplaint,
  type TQuotation,
  type TSale,
  ZAmc,
  ZComplaint,
  ZQuotation,
  ZSale,
  ZService,
} from '@amc/contracts';
import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { listQueryOptions } from '../../../components/data-table/list-query';
import { DateText } from '../../../components/date-text';
import { OpenPdfButton } from '../../../components/document-lines/open-pdf-button';
import { HomeRow, HomeSection } from '../../../components/home-section';
import { MoneyText } from '../../../components/money-text';
import { PageTitle } from '../../../components/page-title';
import { QuotationAnswerButtons } from '../../../components/quotation-answer';
import { StatusBadge } from '../../../components/status-badge';
import { UpiPayButton } from '../../../components/upi-pay';
import { useRight } from '../../../lib/use-right';
import { useSaleBalance } from '../api/use-sale-balance';
import { VisitsSection } from './visits-section';

/** How many rows of each kind the home lists; every whole list is one click away. */
const HOME_ROWS = 5;

/** The first rows of one of the customer's lists, newest first; the server returns only the customer's own. */
function useHomeList<TRow>(
  endpoint: string,
  schema: z.ZodType<TRow>,
  extra: Record<string, string | number> = {},
) {
  return useQuery(
    listQueryOptions(endpoint, schema, {
      page: 1,
      pageSize: HOME_ROWS,
      sort: 'created_at',
      order: 'desc',
      ...extra,
    }),
  );
}

/** Visits done per contract, counted from the customer's closed services (one page holds a customer's year). */
function useVisitsDone(): Map<number, number> {
  const closed = useQuery(
    listQueryOptions(ENDPOINTS.service.list, ZService, {
      page: 1,
      pageSize: 100,
      filters: JSON.stringify({ status: 'closed' }),
    }),
  );
  const counts = new Map<number, number>();
  for (const service of closed.data?.data ?? [])
    if (service.amc) counts.set(service.amc.id, (counts.get(service.amc.id) ?? 0) + 1);
  return counts;
}

function ContractRow({ amc, done }: { amc: TAmc; done: number }) {
  const { t } = useTranslation();
  return (
    <HomeRow testId="customer-home-contract">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Anchor component={Link} to={pagePath('amcView', { id: amc.id })} fw={600} py={10}>
          <bdi>{amc.amc_no}</bdi>
        </Anchor>
        <StatusBadge status={amc.status} />
      </Group>
      <Text size="sm">
        <bdi>{amc.products.map((p) => p.name).join(', ')}</bdi>
      </Text>
      <Text size="sm" c="dimmed">
        {t('portal.customer.period')} <DateText value={amc.start_date} /> – <DateText value={amc.end_date} />
      </Text>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm">
          {t('portal.customer.nextVisit')}{' '}
          {amc.next_service_date ? <DateText value={amc.next_service_date} /> : t('portal.customer.none')}
        </Text>
        <Text size="sm">{t('portal.customer.visitsDone', { done, count: amc.service_count })}</Text>
      </Group>
    </HomeRow>
  );
}

function ComplaintRow({ complaint }: { complaint: TComplaint }) {
  return (
    <HomeRow testId="customer-home-complaint">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={600}>
          <bdi>{complaint.complaint_no}</bdi>
        </Text>
        <StatusBadge status={complaint.status} />
      </Group>
      <Text size="sm" lineClamp={2} dir="auto">
        {complaint.description}
      </Text>
      <Text size="sm" c="dimmed">
        <DateText value={complaint.date} />
      </Text>
    </HomeRow>
  );
}

function QuotationRow({ quotation }: { quotation: TQuotation }) {
  const { t } = useTranslation();
  return (
    <HomeRow testId="customer-home-quotation">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Anchor component={Link} to={pagePath('quotationView', { id: quotation.id })} fw={600} py={10}>
          <bdi>{quotation.quotation_no}</bdi>
        </Anchor>
        <StatusBadge status={quotation.status} />
      </Group>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" c="dimmed">
          <DateText value={quotation.date} />
        </Text>
        <Text size="sm" fw={600}>
          <MoneyText amount={quotation.total} />
        </Text>
      </Group>
      <OpenPdfButton variant="subtle" path={endpointPath(ENDPOINTS.quotation.pdf, { id: quotation.id })}>
        {t('documentLines.pdfView')}
      </OpenPdfButton>
      <QuotationAnswerButtons quotation={quotation} fullWidth />
    </HomeRow>
  );
}

/** What the customer owes on all its open bills, and the credit its credit notes still hold, above its bills. */
function BalanceCard() {
  const { t } = useTranslation();
  const balance = useSaleBalance();
  if (!balance.data) return null;
  const { due_total, open_bills, credit_left } = balance.data;
  return (
    <Card withBorder radius="md" padding="md" data-testid="customer-home-balance">
      <Group gap="xl" wrap="wrap">
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            {t('portal.customer.balanceDue')}
          </Text>
          <Text size="xl" fw={700} c={Number(due_total) > 0 ? 'red' : undefined}>
            <MoneyText amount={due_total} />
          </Text>
          <Text size="xs" c="dimmed">
            {t('portal.customer.openBills', { count: open_bills })}
          </Text>
        </Stack>
        {Number(credit_left) > 0 && (
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {t('portal.customer.creditLeft')}
            </Text>
            <Text size="xl" fw={700} c="teal">
              <MoneyText amount={credit_left} />
            </Text>
          </Stack>
        )}
      </Group>
    </Card>
  );
}

function BillRow({ sale }: { sale: TSale }) {
  const { t } = useTranslation();
  return (
    <HomeRow testId="customer-home-bill">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Anchor component={Link} to={pagePath('saleView', { id: sale.id })} fw={600} py={10}>
          <bdi>{sale.sale_no}</bdi>
        </Anchor>
        <StatusBadge status={sale.payment_status} />
      </Group>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" c="dimmed">
          <DateText value={sale.date} />
        </Text>
        <Text size="sm" fw={600}>
          <MoneyText amount={sale.total} />
        </Text>
      </Group>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm">
          {t('portal.customer.paid')} <MoneyText amount={sale.paid_total} />
        </Text>
        <Text size="sm" c={Number(sale.due_total) > 0 ? 'red' : undefined}>
          {t('portal.customer.due')} <MoneyText amount={sale.due_total} />
        </Text>
      </Group>
      {sale.payments.length > 0 && (
        <Text size="xs" c="dimmed">
          {t('portal.customer.payments', { count: sale.payments.length })}
        </Text>
      )}
      <OpenPdfButton path={endpointPath(ENDPOINTS.sale.invoice, { id: sale.id })}>
        {t('portal.customer.billPdf')}
      </OpenPdfButton>
      {sale.upi_uri && <UpiPayButton uri={sale.upi_uri} amount={sale.due_total} />}
    </HomeRow>
  );
}

/**
 * The customer's home: its contracts (period, next visit, visits done), its visits with their reports, its complaints with a way to file one, its
 * quotations to accept or decline, and its bills with their PDFs and payments. Each block shows only with its right.
 */
export function CustomerHomePage() {
  const { t } = useTranslation();
  const canAddComplaint = useRight('complaint_add');
  const canSeeBills = useRight('sell_view');
  const contracts = useHomeList(ENDPOINTS.amc.list, ZAmc);
  const visitsDone = useVisitsDone();
  const complaints = useHomeList(ENDPOINTS.complaint.list, ZComplaint);
  const quotations = useHomeList(ENDPOINTS.quotation.list, ZQuotation);
  const bills = useHomeList(ENDPOINTS.sale.list, ZSale);

  return (
    <Stack gap="md">
      <PageTitle title={t('portal.customer.title')} subtitle={t('portal.customer.subtitle')} />
      {canSeeBills && <BalanceCard />}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <HomeSection
          testId="customer-home-contracts"
          title={t('portal.customer.contracts')}
          allLabel={t('portal.seeAll')}
          allPath={pagePath('amcList')}
          loading={contracts.isPending}
          emptyText={t('portal.customer.noContracts')}
          count={contracts.data?.data.length ?? 0}
        >
          {contracts.data?.data.map((amc) => (
            <ContractRow key={amc.id} amc={amc} done={visitsDone.get(amc.id) ?? 0} />
          ))}
        </HomeSection>
        <VisitsSection />
        <HomeSection
          testId="customer-home-quotations"
          title={t('portal.customer.quotations')}
          allLabel={t('portal.seeAll')}
          allPath={pagePath('quotationList')}
          loading={quotations.isPending}
          emptyText={t('portal.customer.noQuotations')}
          count={quotations.data?.data.length ?? 0}
        >
          {quotations.data?.data.map((quotation) => (
            <QuotationRow key={quotation.id} quotation={quotation} />
          ))}
        </HomeSection>
        <HomeSection
          testId="customer-home-bills"
          title={t('portal.customer.bills')}
          allLabel={t('portal.seeAll')}
          allPath={pagePath('saleList')}
          loading={bills.isPending}
          emptyText={t('portal.customer.noBills')}
          count={bills.data?.data.length ?? 0}
        >
          {bills.data?.data.map((sale) => (
            <BillRow key={sale.id} sale={sale} />
          ))}
        </HomeSection>
        <HomeSection
          testId="customer-home-complaints"
          title={t('portal.customer.complaints')}
          allLabel={t('portal.seeAll')}
          allPath={pagePath('complaintList')}
          loading={complaints.isPending}
          emptyText={t('portal.customer.noComplaints')}
          count={complaints.data?.data.length ?? 0}
          actions={
            canAddComplaint && (
              <Button
                component={Link}
                to={pagePath('complaintList')}
                size="sm"
                h={44}
                leftSection={<IconPlus size={16} />}
              >
                {t('portal.customer.fileComplaint')}
              </Button>
            )
          }
        >
          {complaints.data?.data.map((complaint) => (
            <ComplaintRow key={complaint.id} complaint={complaint} />
          ))}
        </HomeSection>
      </SimpleGrid>
    </Stack>
  );
}
