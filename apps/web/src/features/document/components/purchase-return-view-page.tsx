import { pagePath, type TPurchaseReturn } from '@amc/contracts';
import { Anchor, Badge, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DateText } from '../../../components/date-text';
import { DetailField } from '../../../components/detail-field';
import { PURCHASE_RETURN } from '../document-kinds';
import { DocumentView, DocumentViewPage } from './document-view-page';
import { PurchaseLinesTable } from './purchase-lines-table';

/** The purchase the goods came with, the supplier, the date and the reason. */
function PurchaseReturnDetails({ back }: { back: TPurchaseReturn }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md" verticalSpacing="md">
          <DetailField label={t('purchaseReturn.field.purchase')}>
            <Anchor component={Link} to={pagePath('purchaseView', { id: back.purchase.id })} size="sm">
              <bdi>{back.purchase.purchase_no}</bdi>
            </Anchor>
          </DetailField>
          <DetailField label={t('purchase.field.supplier')}>
            <bdi>{back.supplier.full_name}</bdi>
          </DetailField>
          <DetailField label={t('purchase.field.date')}>
            <DateText value={back.date} />
          </DetailField>
        </SimpleGrid>
        <DetailField label={t('creditNote.field.reason')}>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }} dir="auto">
            {back.reason}
          </Text>
        </DetailField>
      </Stack>
    </Card>
  );
}

/** /purchase-returns/view/:id: one return, the purchase it takes from, its lines and total, its PDF. */
export function PurchaseReturnViewPage() {
  const { t } = useTranslation();
  return (
    <DocumentViewPage kind={PURCHASE_RETURN}>
      {(back) => (
        <DocumentView
          kind={PURCHASE_RETURN}
          row={back}
          badge={
            <Badge color="grape" variant="light" radius="sm" miw="max-content">
              {t('purchaseReturn.badge')}
            </Badge>
          }
          editable={false}
          renderEdit={() => null}
        >
          <PurchaseReturnDetails back={back} />
          <PurchaseLinesTable items={back.items} total={back.total} testId="purchase-return-lines" />
        </DocumentView>
      )}
    </DocumentViewPage>
  );
}
