import { isQuotationFinal, type TQuotation, pagePath } from '@amc/contracts';
import { Alert, Anchor, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  IconArrowsExchange,
  IconDownload,
  IconFileTypePdf,
  IconMail,
  IconPencil,
  IconReceipt,
  IconRefresh,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DateText } from '../../../components/date-text';
import { ContractPeriod } from '../../../components/contract-period';
import { DetailField } from '../../../components/detail-field';
import { DocumentLinesTable } from '../../../components/document-lines/document-lines-table';
import { StatusBadge } from '../../../components/status-badge';
import { QuotationAnswerButtons } from '../../../components/quotation-answer';
import { useRight } from '../../../lib/use-right';
import { useQuotationDetail } from '../api/use-quotation-detail';
import { QuotationFormDrawer } from './quotation-form-drawer';
import {
  downloadQuotationPdf,
  useConfirmConvert,
  useConfirmEmail,
  viewQuotationPdf,
} from './use-quotation-actions';
import { RecordLoader, RecordPageHeader, useRouteId } from '../../../components/record-page';

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
  // A converted or closed quotation is final (the server refuses to change it).
  const canEdit = useRight('quotation_edit') && !isQuotationFinal(quotation);
  const convert = useConfirmConvert(quotation);
  const email = useConfirmEmail(quotation);
  const [editing, setEditing] = useState(false);
  // A renewal offer's one line is the contract's next term; the contract is where the customer answers it.
  const offered = quotation.renewal_of;
  const renewal = offered && {
    id: offered.id,
    number: offered.amc_no,
    from: offered.start_date,
    to: offered.end_date,
  };

  return (
    <Stack gap="md">
      <RecordPageHeader
        title={quotation.quotation_no}
        badge={<StatusBadge status={quotation.status} />}
        subtitle={t('quotation.view.subtitle')}
        listPath={pagePath('quotationList')}
      >
        <QuotationAnswerButtons quotation={quotation} />
        {canEdit && (
          <Button variant="light" leftSection={<IconPencil size={16} />} onClick={() => setEditing(true)}>
            {t('quotation.action.edit')}
          </Button>
        )}
        <Button
          variant="light"
          color="grape"
          leftSection={<IconFileTypePdf size={16} />}
          onClick={() => viewQuotationPdf(quotation)}
        >
          {t('documentLines.pdfView')}
        </Button>
        <Button
          variant="light"
          color="grape"
          leftSection={<IconDownload size={16} />}
          onClick={() => downloadQuotationPdf(quotation)}
        >
          {t('documentLines.download')}
        </Button>
        {email && (
          <Button
            variant="light"
            leftSection={<IconMail size={16} />}
            loading={email.pending}
            onClick={email.confirm}
          >
            {t('documentLines.sendMail')}
          </Button>
        )}
        {convert && (
          <Button
            color="green"
            leftSection={<IconArrowsExchange size={16} />}
            loading={convert.pending}
            onClick={convert.confirm}
          >
            {t('quotation.action.convert')}
          </Button>
        )}
      </RecordPageHeader>
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
      <QuotationFormDrawer opened={editing} quotation={quotation} onClose={() => setEditing(false)} />
    </Stack>
  );
}

/** /quotation/view/:id: one quotation, its lines and totals, its PDF and mail; converted to a sale from here. */
export function QuotationViewPage() {
  const { t } = useTranslation();
  const id = useRouteId();
  const detail = useQuotationDetail(id);
  return (
    <RecordLoader id={id} query={detail} notFoundText={t('quotation.view.notFound')}>
      {(quotation) => <QuotationView quotation={quotation} />}
    </RecordLoader>
  );
}
