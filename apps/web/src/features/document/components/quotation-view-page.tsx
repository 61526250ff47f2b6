import { isQuotationFinal, type TQuotation, pagePath } from '@amc/contracts';
import { Alert, Anchor, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowsExchange, IconReceipt, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DateText } from '../../../components/date-text';
import { ContractPeriod } from '../../../components/contract-period';
import { DetailField } from '../../../components/detail-field';
import { DocumentLinesTable } from '../../../components/document-lines/document-lines-table';
import { StatusBadge } from '../../../components/status-badge';
import { QuotationAnswerButtons } from '../../../components/quotation-answer';
import { QUOTATION } from '../document-kinds';
import { DocumentView, DocumentViewPage } from './document-view-page';
import { QuotationFormDrawer } from './quotation-form-drawer';
import { EMAIL_CONFIRM_MESSAGE, useConfirmConvert } from './use-quotation-actions';

function QuotationDetails({ quotation }: { quotation: TQuotation }) {
  const { t } = useTranslation();
  const none = t('quotation.na');
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" verticalSpacing="md">
          <DetailField label={t('quotation.field.customer')}>
            <bdi>{quotation.customer.full_name}</bdi>
          </DetailField>
          <DetailField label={t('quotation.field.email')}>
            <bdi>{quotation.customer.email}</bdi>
          </DetailField>
          <DetailField label={t('quotation.field.date')}>
            <DateText value={quotation.date} />
          </DetailField>
          <DetailField label={t('quotation.field.sale')}>
            {quotation.sale ? (
              <Anchor component={Link} to={pagePath('saleView', { id: quotation.sale.id })} size="sm">
                <bdi>{quotation.sale.sale_no}</bdi>
              </Anchor>
            ) : (
              none
            )}
          </DetailField>
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <DetailField label={t('quotation.field.address')}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} dir="auto">
              {quotation.customer.address ?? none}
            </Text>
          </DetailField>
          <DetailField label={t('quotation.field.note')}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} dir="auto">
              {quotation.note ?? none}
            </Text>
          </DetailField>
        </SimpleGrid>
      </Stack>
    </Card>
  );
}

function QuotationView({ quotation }: { quotation: TQuotation }) {
  const { t } = useTranslation();
  const convert = useConfirmConvert(quotation);
  // A renewal offer's one line is the contract's next term; the contract is where the customer answers it.
  const offered = quotation.renewal_of;
  const renewal = offered && {
    id: offered.id,
    number: offered.amc_no,
    from: offered.start_date,
    to: offered.end_date,
  };

  return (
    <DocumentView
      kind={QUOTATION}
      row={quotation}
      badge={<StatusBadge status={quotation.status} />}
      // A converted or closed quotation is final (the server refuses to change it).
      editable={!isQuotationFinal(quotation)}
      mailMessage={EMAIL_CONFIRM_MESSAGE}
      leading={<QuotationAnswerButtons quotation={quotation} />}
      actions={
        convert && (
          <Button
            color="green"
            leftSection={<IconArrowsExchange size={16} />}
            loading={convert.pending}
            onClick={convert.confirm}
          >
            {t('quotation.action.convert')}
          </Button>
        )
      }
      renderEdit={(drawer) => <QuotationFormDrawer {...drawer} quotation={quotation} />}
    >
      {renewal && (
        <Alert color="blue" icon={<IconRefresh />} data-testid="quotation-renewal-offer">
          <Group gap="xs">
            <Text size="sm">{t('quotation.view.renewalOffer')}</Text>
            <Anchor component={Link} to={pagePath('amcView', { id: renewal.id })} size="sm" fw={600}>
              <bdi>{renewal.number}</bdi>
            </Anchor>
          </Group>
        </Alert>
      )}
      {quotation.sale && (
        <Alert color="green" icon={<IconReceipt />} data-testid="quotation-converted">
          <Group gap="xs">
            <Text size="sm">{t('quotation.view.converted')}</Text>
            <Anchor component={Link} to={pagePath('saleView', { id: quotation.sale.id })} size="sm" fw={600}>
              <bdi>{quotation.sale.sale_no}</bdi>
            </Anchor>
          </Group>
        </Alert>
      )}
      <QuotationDetails quotation={quotation} />
      <DocumentLinesTable
        items={quotation.items}
        totals={quotation}
        testId="quotation-lines"
        periodLabel={renewal && <ContractPeriod {...renewal} />}
      />
    </DocumentView>
  );
}

/** /quotation/view/:id: one quotation, its lines and totals, its PDF and mail; converted to a sale from here. */
export function QuotationViewPage() {
  return (
    <DocumentViewPage kind={QUOTATION}>
      {(quotation) => <QuotationView quotation={quotation} />}
    </DocumentViewPage>
  );
}
