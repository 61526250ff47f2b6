import {
  pagePath,
  type TCreatePurchaseReturnInput,
  type TPurchase,
  type TPurchaseReturn,
} from '@amc/contracts';
import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconTruckDelivery, IconTruckReturn } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useRight } from '../../../lib/use-right';
import { PurchaseLinesTable } from './purchase-lines-table';
import { PurchaseReturnForm } from './purchase-return-form';
import { ReturnFormDrawer } from './return-form-drawer';
import { DateText } from '../../../components/date-text';
import { DetailField } from '../../../components/detail-field';
import { StatusBadge } from '../../../components/status-badge';
import { SupplierAnswerCard } from '../../../components/purchase-supplier-answer';
import { PURCHASE, PURCHASE_RETURN } from '../document-kinds';
import { DocumentView, DocumentViewPage } from './document-view-page';
import { PurchaseFormDrawer } from './purchase-form-drawer';
import { useConfirmDeliver } from './use-confirm-deliver';
import { usePurchaseLiveRefresh } from '../api/use-purchase-live-refresh';

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
          {purchase.returns.length > 0 && (
            <DetailField label={t('purchaseReturn.list.title')}>
              <Group gap="xs">
                {purchase.returns.map((back) => (
                  <Anchor
                    key={back.id}
                    component={Link}
                    to={pagePath('purchaseReturnView', { id: back.id })}
                    size="sm"
                  >
                    <bdi>{back.return_no}</bdi>
                  </Anchor>
                ))}
              </Group>
            </DetailField>
          )}
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

function PurchaseView({ purchase }: { purchase: TPurchase }) {
  const { t } = useTranslation();
  const deliver = useConfirmDeliver(purchase);
  // Delivered goods with some not yet sent back may go back to the supplier.
  const canReturn =
    useRight('purchase_return') &&
    purchase.status === 'delivered' &&
    purchase.items.some((item) => item.quantity > item.returned_quantity);
  const [returning, setReturning] = useState(false);
  return (
    <DocumentView
      kind={PURCHASE}
      row={purchase}
      badge={<StatusBadge status={purchase.status} />}
      // A purchase with returns is history: the server refuses an edit, so none is offered.
      editable={purchase.returns.length === 0}
      actions={
        <>
          {deliver && (
            <Button
              color="green"
              leftSection={<IconTruckDelivery size={16} />}
              loading={deliver.pending}
              onClick={deliver.confirm}
            >
              {t('purchase.action.deliver')}
            </Button>
          )}
          {canReturn && (
            <Button
              variant="light"
              color="orange"
              leftSection={<IconTruckReturn size={16} />}
              onClick={() => setReturning(true)}
            >
              {t('purchaseReturn.add.button')}
            </Button>
          )}
        </>
      }
      renderEdit={(drawer) => <PurchaseFormDrawer {...drawer} purchase={purchase} />}
    >
      <PurchaseDetails purchase={purchase} />
      <SupplierAnswerCard purchase={purchase} />
      <PurchaseLinesTable items={purchase.items} total={purchase.total} testId="purchase-lines" />
      <ReturnFormDrawer<TPurchaseReturn, TCreatePurchaseReturnInput>
        kind={PURCHASE_RETURN}
        title={t('purchaseReturn.add.title', { number: purchase.purchase_no })}
        opened={returning}
        onClose={() => setReturning(false)}
        version={purchase.items.map((item) => item.returned_quantity).join(',')}
        renderForm={(actions) => <PurchaseReturnForm purchase={purchase} {...actions} />}
      />
    </DocumentView>
  );
}

/**
 * /purchase/view/:id: one purchase, its supplier's answer and invoice, its lines and total; delivered from here when
 * it is still ordered, answered here by its supplier.
 */
export function PurchaseViewPage() {
  usePurchaseLiveRefresh();
  return (
    <DocumentViewPage kind={PURCHASE}>{(purchase) => <PurchaseView purchase={purchase} />}</DocumentViewPage>
  );
}
