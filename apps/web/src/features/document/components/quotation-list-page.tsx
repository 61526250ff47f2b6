import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFilterOption } from '../../../components/data-table/data-table';
import { QUOTATION } from '../document-kinds';
import { DocumentListPage } from './document-list-page';
import { quotationColumns } from './quotation-columns';
import { QuotationFormDrawer } from './quotation-form-drawer';
import { QuotationRowActions } from './quotation-row-actions';

/** /quotation/list (CSV quotationData): the caller's quotations, with add, view, edit, PDF, convert and delete. */
export function QuotationListPage() {
  const { t } = useTranslation();
  const columns = useCallback((customers: TFilterOption[]) => quotationColumns(t, customers), [t]);
  return (
    <DocumentListPage
      kind={QUOTATION}
      columns={columns}
      renderRowActions={(quotation, onEdit) => <QuotationRowActions quotation={quotation} onEdit={onEdit} />}
      renderForm={({ opened, record, onClose }) => (
        <QuotationFormDrawer opened={opened} quotation={record} onClose={onClose} />
      )}
    />
  );
}
