import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFilterOption } from '../../../components/data-table/data-table';
import { PURCHASE_RETURN } from '../document-kinds';
import { DocumentListPage } from './document-list-page';
import { DocumentRowActions } from './document-row-actions';
import { purchaseReturnColumns } from './purchase-return-columns';

/**
 * /purchase-returns/list (CSV purchaseReturnData): the goods sent back to suppliers (a supplier its own), with view
 * and PDF. A return is issued from its purchase's page and never changed, so the list has no add, edit or delete.
 */
export function PurchaseReturnListPage() {
  const { t } = useTranslation();
  const columns = useCallback((suppliers: TFilterOption[]) => purchaseReturnColumns(t, suppliers), [t]);
  return (
    <DocumentListPage
      kind={PURCHASE_RETURN}
      columns={columns}
      renderRowActions={(back, onEdit) => (
        <DocumentRowActions kind={PURCHASE_RETURN} row={back} editable={false} onEdit={onEdit} />
      )}
    />
  );
}
