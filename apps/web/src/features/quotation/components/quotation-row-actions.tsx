import { isQuotationFinal, type TQuotation, pagePath } from '@amc/contracts';
import { IconArrowsExchange, IconEye, IconFileTypePdf, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CONFIRM_TITLE, openConfirm } from '../../../components/confirm-action';
import { RowActionButton } from '../../../components/row-action-button';
import { useRight } from '../../../lib/use-right';
import { useDeleteQuotation } from '../api/use-delete-quotation';
import { useConfirmConvert, viewQuotationPdf } from './use-quotation-actions';

/**
 * View, edit, PDF, convert and delete of one quotation, each write only with its right. A converted or closed
 * quotation is final (isQuotationFinal): neither edited nor converted.
 */
export function QuotationRowActions({
  quotation,
  onEdit,
}: {
  quotation: TQuotation;
  onEdit: (quotation: TQuotation) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canEdit = useRight('quotation_edit') && !isQuotationFinal(quotation);
  const canDelete = useRight('quotation_delete');
  const remove = useDeleteQuotation();
  const convert = useConfirmConvert(quotation);

  return (
    <>
      <RowActionButton
        label={t('quotation.action.view')}
        onClick={() => navigate(pagePath('quotationView', { id: quotation.id }))}
      >
        <IconEye size={18} />
      </RowActionButton>
      {canEdit && (
        <RowActionButton label={t('quotation.action.edit')} color="blue" onClick={() => onEdit(quotation)}>
          <IconPencil size={18} />
        </RowActionButton>
      )}
      <RowActionButton
        label={t('documentLines.pdfView')}
        color="grape"
        onClick={() => viewQuotationPdf(quotation)}
      >
        <IconFileTypePdf size={18} />
      </RowActionButton>
      {convert && (
        <RowActionButton label={t('quotation.action.convert')} color="green" onClick={convert.confirm}>
          <IconArrowsExchange size={18} />
        </RowActionButton>
      )}
      {canDelete && (
        <RowActionButton
          label={t('quotation.action.delete')}
          color="red"
          onClick={() =>
            openConfirm({
              title: CONFIRM_TITLE,
              confirmLabel: 'Yes, Delete it',
              onConfirm: () => remove.mutate(quotation.id),
            })
          }
        >
          <IconTrash size={18} />
        </RowActionButton>
      )}
    </>
  );
}
