import { SALE_PAYMENT_METHODS, type TCreateSalePaymentInput, type TSale } from '@amc/contracts';
import { useTranslation } from 'react-i18next';
import { PaymentForm, type TCreditChoice, type TPaymentFormSubmit } from './payment-form';

export type TSalePaymentSubmit = TPaymentFormSubmit<TCreateSalePaymentInput>;

/**
 * A payment of a sale: amount (more than 0), date, method and note, or the customer's credit (`credits`, its
 * credit notes with credit left). It starts with what is still due.
 */
export function SalePaymentForm({
  sale,
  credits,
  submitting,
  onSubmit,
  onCancel,
}: {
  sale: TSale;
  credits?: readonly TCreditChoice[];
  submitting: boolean;
  onSubmit: (submit: TSalePaymentSubmit) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <PaymentForm
      limit={{ label: t('sale.field.due'), amount: sale.due_total }}
      methods={SALE_PAYMENT_METHODS}
      credits={credits}
      submitLabel={t('sale.payment.submit')}
      toBody={(values) => ({ sale_id: sale.id, ...values })}
      submitting={submitting}
      onSubmit={onSubmit}
      onCancel={onCancel}
    />
  );
}
