import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFilterOption } from '../../../components/data-table/data-table';
import { usePurchaseLiveRefresh } from '../api/use-purchase-live-refresh';
import { PURCHASE } from '../document-kinds';
import { DocumentListPage } from './document-list-page';
import { purchaseColumns } from './purchase-columns';
import { PurchaseFormDrawer } from './purchase-form-drawer';
import { PurchaseRowActions } from './purchase-row-actions';

/** /purchase/list (CSV purchaseData): the caller's purchases, with add, view, edit, deliver and delete. */
export function PurchaseListPage() {
  const { t } = useTranslation();
  usePurchaseLiveRefresh();
  const columns = useCallback((suppliers: TFilterOption[]) => purchaseColumns(t, suppliers), [t]);
  return (
    <DocumentListPage
      kind={PURCHASE}
      columns={columns}
      renderRowActions={(purchase, onEdit) => <PurchaseRowActions purchase={purchase} onEdit={onEdit} />}
      renderForm={({ opened, record, onClose }) => (
        <PurchaseFormDrawer opened={opened} purchase={record} onClose={onClose} />
      )}
    />
  );
}
