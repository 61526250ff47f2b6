import { ENDPOINTS, pagePath, type TPurchase, ZPurchase } from '@amc/contracts';
import { Anchor, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { listQueryOptions } from '../../../components/data-table/list-query';
import { DateText } from '../../../components/date-text';
import { HomeRow, HomeSection } from '../../../components/home-section';
import { MoneyText } from '../../../components/money-text';
import { PageTitle } from '../../../components/page-title';
import {
  PurchaseSupplierActions,
  SupplierAnswerBadge,
  SupplierInvoiceButton,
} from '../../../components/purchase-supplier-answer';
import { StatusBadge } from '../../../components/status-badge';

/** How many orders of each kind the home lists; the whole list is one click away. */
const HOME_ROWS = 5;

/** The supplier's orders of one status, newest first: the server returns only the supplier's own. */
function usePurchases(status: TPurchase['status']) {
  return useQuery(
    listQueryOptions(ENDPOINTS.purchase.list, ZPurchase, {
      page: 1,
      pageSize: HOME_ROWS,
      sort: 'date',
      order: 'desc',
      filters: JSON.stringify({ status }),
    }),
  );
}

function PurchaseRow({ purchase }: { purchase: TPurchase }) {
  const { t } = useTranslation();
  return (
    <HomeRow testId="supplier-home-order">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Anchor component={Link} to={pagePath('purchaseView', { id: purchase.id })} fw={600} py={10}>
          <bdi>{purchase.purchase_no}</bdi>
        </Anchor>
        <Group gap={6} wrap="wrap" justify="flex-end">
          {/* An open order shows where the supplier's answer stands; a delivered one is settled. */}
          {purchase.status === 'ordered' && <SupplierAnswerBadge answer={purchase.supplier_answer} />}
          <StatusBadge status={purchase.status} />
        </Group>
      </Group>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" c="dimmed">
          {t('portal.supplier.orderedOn')} <DateText value={purchase.date} />
        </Text>
        <Text size="sm" fw={600}>
          <MoneyText amount={purchase.total} />
        </Text>
      </Group>
      <Text size="sm" lineClamp={2}>
        <bdi>{purchase.items.map((item) => `${item.product.name} × ${item.quantity}`).join(', ')}</bdi>
      </Text>
      {purchase.delivered_at && (
        <Text size="sm" c="dimmed">
          {t('portal.supplier.deliveredOn')} <DateText value={purchase.delivered_at} />
        </Text>
      )}
      {purchase.status === 'ordered' && purchase.supplier_delivery_date && (
        <Text size="sm" c="dimmed">
          {t('purchase.answer.promised')} <DateText value={purchase.supplier_delivery_date} />
        </Text>
      )}
      {purchase.supplier_invoice && <SupplierInvoiceButton url={purchase.supplier_invoice} tall />}
      <PurchaseSupplierActions purchase={purchase} grow />
    </HomeRow>
  );
}

function OrdersSection({ status }: { status: TPurchase['status'] }) {
  const { t } = useTranslation();
  const orders = usePurchases(status);
  const rows = orders.data?.data ?? [];
  return (
    <HomeSection
      testId={`supplier-home-${status}`}
      title={t(status === 'ordered' ? 'portal.supplier.open' : 'portal.supplier.delivered', {
        count: orders.data?.meta.total ?? 0,
      })}
      allLabel={t('portal.seeAll')}
      allPath={pagePath('purchaseList')}
      loading={orders.isPending}
      emptyText={t(status === 'ordered' ? 'portal.supplier.noOpen' : 'portal.supplier.noDelivered')}
      count={rows.length}
    >
      {rows.map((purchase) => (
        <PurchaseRow key={purchase.id} purchase={purchase} />
      ))}
    </HomeSection>
  );
}

/**
 * The supplier's home: its open orders (to answer and deliver), then its delivered ones, each opening the order;
 * on each, the supplier's answer and invoice with its buttons.
 */
export function SupplierHomePage() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <PageTitle title={t('portal.supplier.title')} subtitle={t('portal.supplier.subtitle')} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <OrdersSection status="ordered" />
        <OrdersSection status="delivered" />
      </SimpleGrid>
    </Stack>
  );
}
