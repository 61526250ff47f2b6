import { isQuotationFinal, type TQuotation } from '@amc/contracts';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RowActionButton } from '../../../components/row-action-button';
import { QUOTATION } from '../document-kinds';
import { DocumentRowActions } from './document-row-actions';
import { useConfirmConvert } from './use-quotation-actions';

/** A quotation's row actions, and its conversion; a converted or closed quotation is final (isQuotationFinal). */
export function QuotationRowActions({
  quotation,
  onEdit,
}: {
  quotation: TQuotation;
  onEdit: (quotation: TQuotation) => void;
}) {
  const { t } = useTranslation();
  const convert = useConfirmConvert(quotation);
  return (
    <DocumentRowActions
      kind={QUOTATION}
      row={quotation}
      editable={!isQuotationFinal(quotation)}
      onEdit={onEdit}
    >
      {convert && (
        <RowActionButton label={t('quotation.action.convert')} color="green" onClick={convert.confirm}>
          <IconArrowsExchange size={18} />
        </RowActionButton>
      )}
    </DocumentRowActions>
  );
}
