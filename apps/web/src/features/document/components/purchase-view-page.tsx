import type { TPurchase } from '@amc/contracts';
import { Button, Card, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../../components/date-text';
import { DetailField } from '../../../components/detail-field';
import { MoneyText } from '../../../components/money-text';
import { StatusBadge } from '../../../components/status-badge';
import { PURCHASE } from '../document-kinds';
import { DocumentView, DocumentViewPage } from './document-view-page';
import { PurchaseFormDrawer } from './purchase-form-drawer';
import { useConfirmDeliver } from './use-confirm-deliver';

function PurchaseDetails({ purchase }: { purchase: TPurchase }) {
  const { t } = useTranslation();
  const none = t('purchase.na');
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" verticalSpacing="md">
          <DetailField label={t('purchase.field.supplier')}>
            <bdi>{purchase.supplier.full_name}</bdi>
          </DetailField>
          <DetailField label={t('purchase.field.date')}>
            <DateText value={purchase.date} />
          </DetailField>
          <DetailField label={t('purchase.field.contactPerson')}>
            <bdi>{purchase.contact_person ?? none}</bdi>
          </DetailField>
          <DetailField label={t('purchase.field.deliveredAt')}>
            {purchase.delivered_at ? <DateText value={purchase.delivered_at} /> : none}
          </DetailField>
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <DetailField label={t('purchase.field.billingAddress')}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} dir="auto">
              {purchase.billing_address}
            </Text>
          </DetailField>
          <DetailField label={t('purchase.field.supplierAddress')}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} dir="auto">
              {purchase.supplier.address ?? none}
            </Text>
          </DetailField>
        </SimpleGrid>
        <DetailField label={t('purchase.field.note')}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} dir="auto">
            {purchase.note ?? none}
          </Text>
        </DetailField>
      </Stack>
    </Card>
  );
}

function PurchaseLinesTable({ purchase }: { purchase: TPurchase }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('purchase.lines.title')}
        </Title>
        <Table.ScrollContainer minWidth={520}>
          <Table striped verticalSpacing="xs" data-testid="purchase-lines">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('purchase.field.product')}</Table.Th>
                <Table.Th ta="end">{t('purchase.field.quantity')}</Table.Th>
                <Table.Th ta="end">{t('purchase.field.rate')}</Table.Th>
                <Table.Th ta="end">{t('purchase.field.amount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {purchase.items.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td>
                    <bdi>{item.product.name}</bdi>{' '}
                    <Text span size="xs" c="dimmed">
                      <bdi>({item.product.code})</bdi>
                    </Text>
                  </Table.Td>
                  <Table.Td ta="end">
                    <bdi dir="ltr">{item.quantity}</bdi>
                  </Table.Td>
                  <Table.Td ta="end">
                    <MoneyText amount={item.rate} />
                  </Table.Td>
                  <Table.Td ta="end">
                    <MoneyText amount={item.amount} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th colSpan={3} ta="end">
                  {t('purchase.field.total')}
                </Table.Th>
                <Table.Th ta="end">
                  <MoneyText amount={purchase.total} />
                </Table.Th>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Card>
  );
}

function PurchaseView({ purchase }: { purchase: TPurchase }) {
  const { t } = useTranslation();
  const deliver = useConfirmDeliver(purchase);
  return (
    <DocumentView
      kind={PURCHASE}
      row={purchase}
      badge={<StatusBadge status={purchase.status} />}
      actions={
        deliver && (
          <Button
            color="green"
            leftSection={<IconTruckDelivery size={16} />}
            loading={deliver.pending}
            onClick={deliver.confirm}
          >
            {t('purchase.action.deliver')}
          </Button>
        )
      }
      renderEdit={(drawer) => <PurchaseFormDrawer {...drawer} purchase={purchase} />}
    >
      <PurchaseDetails purchase={purchase} />
      <PurchaseLinesTable purchase={purchase} />
    </DocumentView>
  );
}

/** /purchase/view/:id: one purchase, its lines and total; delivered from here when it is still ordered. */
export function PurchaseViewPage() {
  return (
    <DocumentViewPage kind={PURCHASE}>{(purchase) => <PurchaseView purchase={purchase} />}</DocumentViewPage>
  );
}
