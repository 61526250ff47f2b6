import { PAYMENT_METHODS, pagePath, type TCreditNote } from '@amc/contracts';
import { Anchor, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DateText } from '../../../components/date-text';
import { DetailField } from '../../../components/detail-field';
import { DocumentLinesTable } from '../../../components/document-lines/document-lines-table';
import { MoneyText } from '../../../components/money-text';
import { StatusBadge } from '../../../components/status-badge';
import { useRight } from '../../../lib/use-right';
import { useAddCreditRefund, useDeleteCreditRefund } from '../api/use-credit-refunds';
import { CREDIT_NOTE } from '../document-kinds';
import { DocumentView, DocumentViewPage } from './document-view-page';
import { PaymentForm } from './payment-form';
import { PaymentRowsCard } from './payment-rows-card';

/** The bill it takes back, the customer, the date, the reason and the goods that came back into stock. */
function CreditNoteDetails({ note }: { note: TCreditNote }) {
  const { t } = useTranslation();
  const restocked = note.items.filter((item) => item.restock);
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" verticalSpacing="md">
          <DetailField label={t('creditNote.field.bill')}>
            <Anchor component={Link} to={pagePath('saleView', { id: note.sale.id })} size="sm">
              <bdi>{note.sale.sale_no}</bdi>
            </Anchor>
          </DetailField>
          <DetailField label={t('sale.field.customer')}>
            <bdi>{note.customer.full_name}</bdi>
          </DetailField>
          <DetailField label={t('sale.field.date')}>
            <DateText value={note.date} />
          </DetailField>
          <DetailField label={t('creditNote.field.restocked')}>
            {restocked.length
              ? restocked.map((item) => (
                  <Text size="sm" key={item.id}>
                    <bdi>{item.product?.name ?? item.description}</bdi> × {item.quantity}
                  </Text>
                ))
              : t('sale.na')}
          </DetailField>
        </SimpleGrid>
        <DetailField label={t('creditNote.field.reason')}>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }} dir="auto">
            {note.reason}
          </Text>
        </DetailField>
      </Stack>
    </Card>
  );
}

/** The later bills its credit paid. */
function CreditUses({ note }: { note: TCreditNote }) {
  const { t } = useTranslation();
  if (!note.uses.length) return null;
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('creditNote.uses.title')}
        </Title>
        <Table.ScrollContainer minWidth={360}>
          <Table striped verticalSpacing="xs" data-testid="credit-uses">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('sale.payment.date')}</Table.Th>
                <Table.Th>{t('creditNote.field.bill')}</Table.Th>
                <Table.Th ta="end">{t('sale.payment.amount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {note.uses.map((use) => (
                <Table.Tr key={use.payment_id}>
                  <Table.Td>
                    <DateText value={use.date} />
                  </Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={pagePath('saleView', { id: use.sale_id })} size="sm">
                      <bdi>{use.sale_no}</bdi>
                    </Anchor>
                  </Table.Td>
                  <Table.Td ta="end">
                    <MoneyText amount={use.amount} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Card>
  );
}

/** What became of the credit, and its refunds: recorded and deleted under sell_payment, like a bill's payments. */
function CreditRefundsCard({ note }: { note: TCreditNote }) {
  const { t } = useTranslation();
  const canPay = useRight('sell_payment');
  const add = useAddCreditRefund();
  const remove = useDeleteCreditRefund();
  return (
    <PaymentRowsCard
      texts={{
        title: t('creditNote.refund.title'),
        add: t('creditNote.refund.add'),
        delete: t('creditNote.refund.delete'),
        none: t('creditNote.refund.none'),
      }}
      figures={[
        { label: t('creditNote.field.billSettled'), amount: note.bill_settled },
        { label: t('creditNote.field.used'), amount: note.used_total },
        { label: t('creditNote.field.refunded'), amount: note.refunded_total },
        { label: t('creditNote.field.balance'), amount: note.balance, testId: 'credit-balance' },
      ]}
      rows={note.refunds}
      canAdd={canPay && Number(note.balance) > 0}
      canDelete={canPay}
      adding={add.isPending}
      onDelete={(id) => remove.mutate({ id })}
      renderForm={(close) => (
        <PaymentForm
          limit={{ label: t('creditNote.field.balance'), amount: note.balance }}
          methods={PAYMENT_METHODS}
          submitLabel={t('creditNote.refund.submit')}
          toBody={({ credit_note_id: _none, ...values }) => ({ credit_note_id: note.id, ...values })}
          submitting={add.isPending}
          onSubmit={({ body, onError }) => add.mutate(body, { onSuccess: close, onError })}
          onCancel={close}
        />
      )}
      testId="credit-refunds"
    />
  );
}

function CreditNoteView({ note }: { note: TCreditNote }) {
  return (
    <DocumentView
      kind={CREDIT_NOTE}
      row={note}
      badge={
        <span data-testid="credit-note-status">
          <StatusBadge status={note.status} scope="creditNote" />
        </span>
      }
      editable={false}
      mailMessage={CREDIT_NOTE_MAIL_MESSAGE}
      renderEdit={() => null}
    >
      <CreditNoteDetails note={note} />
      <DocumentLinesTable items={note.items} totals={note} testId="credit-note-lines" />
      <Group align="stretch" grow wrap="wrap">
        <CreditRefundsCard note={note} />
      </Group>
      <CreditUses note={note} />
    </DocumentView>
  );
}

/** Said before mailing: the customer receives it at once. */
export const CREDIT_NOTE_MAIL_MESSAGE =
  'The credit note will be e-mailed to the customer, with its PDF attached.';

/**
 * /credit-notes/view/:id: one credit note, the bill it takes back, its lines and sums, what became of its credit
 * (taken off the bill, used on later bills, refunded, left), its refunds, its PDF and mail.
 */
export function CreditNoteViewPage() {
  return <DocumentViewPage kind={CREDIT_NOTE}>{(note) => <CreditNoteView note={note} />}</DocumentViewPage>;
}
