import { pagePath, type TSale } from '@amc/contracts';
import { Anchor, Button, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDownload, IconMail, IconPencil, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DateText } from '../../../components/date-text';
import { ContractPeriod } from '../../../components/contract-period';
import { DetailField } from '../../../components/detail-field';
import { DocumentLinesTable } from '../../../components/document-lines/document-lines-table';
import { StatusBadge } from '../../../components/status-badge';
import { businessToday } from '../../../lib/business-today';
import { useRight } from '../../../lib/use-right';
import { useSaleDetail } from '../api/use-sale-detail';
import { SaleFormDrawer } from './sale-form-drawer';
import { isSaleOverdue, SaleOverdueBadge } from './sale-overdue-badge';
import { SalePaymentsCard } from './sale-payments-card';
import { downloadSaleInvoice, useConfirmEmail, viewSaleInvoice } from './use-sale-actions';
import { RecordLoader, RecordPageHeader, useRouteId } from '../../../components/record-page';

/** The contract period a contract's bill is for, as ContractPeriod shows it. */
const periodOf = (contract: NonNullable<TSale['contract']>) => ({
  id: contract.amc_id,
  number: contract.amc_no,
  from: contract.period_start,
  to: contract.period_end,
});

function SaleDetails({ sale }: { sale: TSale }) {
  const { t } = useTranslation();
  const none = t('sale.na');
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" verticalSpacing="md">
          <DetailField label={t('sale.field.customer')}>
            <bdi>{sale.customer.full_name}</bdi>
          </DetailField>
          <DetailField label={t('sale.field.date')}>
            <DateText value={sale.date} />
          </DetailField>
          <DetailField label={t('sale.field.dueDate')}>
            {sale.due_date ? <DateText value={sale.due_date} /> : none}
          </DetailField>
          <DetailField label={t('sale.field.discount')}>
            <bdi dir="ltr">{Number(sale.discount_percent)}%</bdi>
          </DetailField>
          <DetailField label={t('sale.field.quotation')}>
            {sale.quotation ? (
              <Anchor component={Link} to={pagePath('quotationView', { id: sale.quotation.id })} size="sm">
                <bdi>{sale.quotation.quotation_no}</bdi>
              </Anchor>
            ) : (
              none
            )}
          </DetailField>
          {sale.contract && (
            <DetailField label={t('sale.field.contract')}>
              <ContractPeriod {...periodOf(sale.contract)} />
            </DetailField>
          )}
        </SimpleGrid>
        {/* Lines kept, spaces not: a space kept at the end of a wrapped line would hang past the box. */}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <DetailField label={t('sale.field.billingAddress')}>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }} dir="auto">
              {sale.billing_address}
            </Text>
          </DetailField>
          <DetailField label={t('sale.field.note')}>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }} dir="auto">
              {sale.note ?? none}
            </Text>
          </DetailField>
        </SimpleGrid>
      </Stack>
    </Card>
  );
}

function SaleView({ sale }: { sale: TSale }) {
  const { t } = useTranslation();
  // A contract's bill is made from its contract: the server refuses an edit, so none is offered.
  const canEdit = useRight('sell_edit') && !sale.contract;
  const email = useConfirmEmail(sale);
  const [editing, setEditing] = useState(false);

  return (
    <Stack gap="md">
      <RecordPageHeader
        title={sale.sale_no}
        badge={
          <>
            <span data-testid="sale-payment-status">
              <StatusBadge status={sale.payment_status} />
            </span>
            {isSaleOverdue(sale, businessToday()) && <SaleOverdueBadge />}
          </>
        }
        subtitle={t('sale.view.subtitle')}
        listPath={pagePath('saleList')}
      >
        {canEdit && (
          <Button variant="light" leftSection={<IconPencil size={16} />} onClick={() => setEditing(true)}>
            {t('sale.action.edit')}
          </Button>
        )}
        <Button
          variant="light"
          color="grape"
          leftSection={<IconPrinter size={16} />}
          onClick={() => viewSaleInvoice(sale)}
        >
          {t('sale.action.invoice')}
        </Button>
        <Button
          variant="light"
          color="grape"
          leftSection={<IconDownload size={16} />}
          onClick={() => downloadSaleInvoice(sale)}
        >
          {t('sale.action.downloadInvoice')}
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
      </RecordPageHeader>
      <SaleDetails sale={sale} />
      <DocumentLinesTable
        items={sale.items}
        totals={sale}
        testId="sale-lines"
        periodLabel={sale.contract && <ContractPeriod {...periodOf(sale.contract)} />}
      />
      <SalePaymentsCard sale={sale} />
      <SaleFormDrawer opened={editing} sale={sale} onClose={() => setEditing(false)} />
    </Stack>
  );
}

/**
 * /sales/view/:id: one sale (bill), its due date and, for a contract's bill, the contract period it is for; its
 * lines, totals and payments, its invoice and mail.
 */
export function SaleViewPage() {
  const { t } = useTranslation();
  const id = useRouteId();
  const detail = useSaleDetail(id);
  return (
    <RecordLoader id={id} query={detail} notFoundText={t('sale.view.notFound')}>
      {(sale) => <SaleView sale={sale} />}
    </RecordLoader>
  );
}
