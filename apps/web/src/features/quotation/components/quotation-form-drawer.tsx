import type { TQuotation } from '@amc/contracts';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/form-drawer';
import { useCreateQuotation } from '../api/use-create-quotation';
import { useUpdateQuotation } from '../api/use-update-quotation';
import { QuotationForm, type TQuotationFormSubmit } from './quotation-form';

/** Add (quotation null) or edit a quotation in a wide drawer (SPEC's edit drawers are 900 wide): lines need room. */
export function QuotationFormDrawer({
  opened,
  quotation,
  onClose,
}: {
  opened: boolean;
  quotation: TQuotation | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateQuotation();
  const update = useUpdateQuotation();
  const submitting = create.isPending || update.isPending;

  const submit = ({ body, onError }: TQuotationFormSubmit) => {
    const handlers = { onSuccess: onClose, onError };
    if (quotation) update.mutate({ ...body, id: quotation.id }, handlers);
    else create.mutate(body, handlers);
  };

  return (
    <FormDrawer
      opened={opened}
      onClose={onClose}
      size={900}
      submitting={submitting}
      title={
        quotation ? t('quotation.edit.title', { number: quotation.quotation_no }) : t('quotation.add.title')
      }
    >
      {/* Keyed by the quotation, so opening another one starts from its own values. */}
      <QuotationForm
        key={quotation?.id ?? 'new'}
        quotation={quotation}
        submitting={submitting}
        submitLabel={quotation ? t('quotation.edit.submit') : t('quotation.add.submit')}
        onSubmit={submit}
        onCancel={onClose}
      />
    </FormDrawer>
  );
}
