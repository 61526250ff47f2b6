import { endpointPath, ENDPOINTS, pagePath, ZCreditNote, type TSale } from '@amc/contracts';
import { Anchor } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { listQueryOptions } from '../../../components/data-table/list-query';
import { OpenPdfButton } from '../../../components/document-lines/open-pdf-button';
import { useRight } from '../../../lib/use-right';
import { useAddSalePayment } from '../api/use-add-sale-payment';
import { useDeleteSalePayment } from '../api/use-delete-sale-payment';
import { PaymentRowsCard } from './payment-rows-card';
import { SalePaymentForm } from './sale-payment-form';

/** The payment form with the customer's credit notes that have credit left, asked for when the form opens. */
function SalePaymentFormWithCredits({
  sale,
  ...form
}: Omit<ComponentProps<typeof SalePaymentForm>, 'credits'>) {
  const filters = JSON.stringify({ customer_id: sale.customer.id, with_credit: '1' });
  const credits = useQuery(
    listQueryOptions(ENDPOINTS.creditNote.list, ZCreditNote, { page: 1, pageSize: 100, filters }),
  );
  return <SalePaymentForm sale={sale} credits={credits.data?.data ?? []} {...form} />;
}

/**
 * The sale's payments with what was paid, credited and is still due; adding and deleting payments need sell_payment.
 * A payment may use the customer's credit. A bill with credit notes keeps its payments (the server refuses).
 */
export function SalePaymentsCard({ sale }: { sale: TSale }) {
  const { t } = useTranslation();
  const canPay = useRight('sell_payment');
  const add = useAddSalePayment();
  const remove = useDeleteSalePayment();
  const due = Number(sale.due_total) > 0;
  const credited = Number(sale.credited_total) > 0;

  return (
    <PaymentRowsCard
      texts={{
        title: t('sale.payment.title'),
        add: t('sale.payment.add'),
        delete: t('sale.payment.delete'),
        none: t('sale.payment.none'),
      }}
      figures={[
        { label: t('sale.field.paid'), amount: sale.paid_total, testId: 'sale-paid' },
        ...(credited
          ? [{ label: t('creditNote.credited'), amount: sale.credited_total, testId: 'sale-credited' }]
          : []),
        { label: t('sale.field.due'), amount: sale.due_total, testId: 'sale-due' },
      ]}
      rows={sale.payments.map((payment) => ({
        ...payment,
        detail: payment.credit_note && (
          <Anchor component={Link} to={pagePath('creditNoteView', { id: payment.credit_note.id })} size="sm">
            <bdi>{payment.credit_note.credit_no}</bdi>
          </Anchor>
        ),
        // Money that came in has its receipt; a payment with the customer's own credit has none.
        action: !payment.credit_note && (
          <OpenPdfButton
            path={endpointPath(ENDPOINTS.sale.receipt, { id: payment.id })}
            variant="subtle"
            tall={false}
          >
            {t('sale.payment.receipt')}
          </OpenPdfButton>
        ),
      }))}
      canAdd={canPay && due}
      canDelete={canPay && sale.credit_notes.length === 0}
      adding={add.isPending}
      onDelete={(id) => remove.mutate({ id })}
      renderForm={(close) => (
        <SalePaymentFormWithCredits
          sale={sale}
          submitting={add.isPending}
          onSubmit={({ body, onError }) => add.mutate(body, { onSuccess: close, onError })}
          onCancel={close}
        />
      )}
      testId="sale-payments"
    />
  );
}
