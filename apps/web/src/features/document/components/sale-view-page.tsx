import { pagePath, type TCreateCreditNoteInput, type TCreditNote, type TSale } from '@amc/contracts';
import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconReceiptRefund } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DateText } from '../../../components/date-text';
import { ContractPeriod } from '../../../components/contract-period';
import { DetailField } from '../../../components/detail-field';
import { DocumentLinesTable } from '../../../components/document-lines/document-lines-table';
import { StatusBadge } from '../../../components/status-badge';
import { UpiPayCard } from '../../../components/upi-pay';
import { businessToday } from '../../../lib/business-today';
import { CREDIT_NOTE, SALE } from '../document-kinds';
import { DocumentView, DocumentViewPage } from './document-view-page';
import { SaleFormDrawer } from './sale-form-drawer';
import { isSaleOverdue, SaleOverdueBadge } from './sale-overdue-badge';
import { SalePaymentsCard } from './sale-payments-card';
import { CreditNoteForm } from './credit-note-form';
import { ReturnFormDrawer } from './return-form-drawer';
import { useRight } from '../../../lib/use-right';

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
          {sale.credit_notes.length > 0 && (
            <DetailField label={t('creditNote.list.title')}>
              <Group gap="xs">
                {sale.credit_notes.map((note) => (
                  <Anchor
                    key={note.id}
                    component={Link}
                    to={pagePath('creditNoteView', { id: note.id })}
                    size="sm"
                  >
                    <bdi>{note.credit_no}</bdi>
                  </Anchor>
                ))}
              </Group>
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
  const canCredit = useRight('sell_credit') && sale.payment_status !== 'credited';
  const [crediting, setCrediting] = useState(false);
  return (
    <DocumentView
      kind={SALE}
      row={sale}
      badge={
        <>
          <span data-testid="sale-payment-status">
            <StatusBadge status={sale.payment_status} />
          </span>
          {isSaleOverdue(sale, businessToday()) && <SaleOverdueBadge />}
        </>
      }
      // A contract's bill is made from its contract, and a credited one is history: the server refuses an edit of
      // either, so none is offered.
      editable={!sale.contract && sale.credit_notes.length === 0}
      actions={
        canCredit && (
          <Button
            variant="light"
            color="orange"
            leftSection={<IconReceiptRefund size={16} />}
            onClick={() => setCrediting(true)}
          >
            {t('creditNote.add.button')}
          </Button>
        )
      }
      mailMessage={EMAIL_CONFIRM_MESSAGE}
      renderEdit={(drawer) => <SaleFormDrawer {...drawer} sale={sale} />}
    >
      <SaleDetails sale={sale} />
      <DocumentLinesTable
        items={sale.items}
        totals={sale}
        testId="sale-lines"
        periodLabel={sale.contract && <ContractPeriod {...periodOf(sale.contract)} />}
      />
      {sale.upi_uri && <UpiPayCard uri={sale.upi_uri} amount={sale.due_total} />}
      <SalePaymentsCard sale={sale} />
      <ReturnFormDrawer<TCreditNote, TCreateCreditNoteInput>
        kind={CREDIT_NOTE}
        title={t('creditNote.add.title', { number: sale.sale_no })}
        opened={crediting}
        onClose={() => setCrediting(false)}
        version={sale.items.map((item) => item.credited_quantity).join(',')}
        renderForm={(actions) => <CreditNoteForm sale={sale} {...actions} />}
      />
    </DocumentView>
  );
}

/** Said before mailing: the customer receives it at once. */
export const EMAIL_CONFIRM_MESSAGE = 'The invoice will be e-mailed to the customer, with its PDF attached.';

/**
 * /sales/view/:id: one sale (bill), its due date and, for a contract's bill, the contract period it is for; its
 * lines, totals and payments, its invoice and mail.
 */
export function SaleViewPage() {
  return <DocumentViewPage kind={SALE}>{(sale) => <SaleView sale={sale} />}</DocumentViewPage>;
}
