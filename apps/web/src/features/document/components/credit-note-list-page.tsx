import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFilterOption } from '../../../components/data-table/data-table';
import { CREDIT_NOTE } from '../document-kinds';
import { creditNoteColumns } from './credit-note-columns';
import { DocumentListPage } from './document-list-page';
import { DocumentRowActions } from './document-row-actions';

/**
 * /credit-notes/list (CSV creditNoteData): the caller's credit notes (a customer its own), with view and PDF. A
 * credit note is issued from its bill's page and never changed, so the list has no add, edit or delete.
 */
export function CreditNoteListPage() {
  const { t } = useTranslation();
  const columns = useCallback((customers: TFilterOption[]) => creditNoteColumns(t, customers), [t]);
  return (
    <DocumentListPage
      kind={CREDIT_NOTE}
      columns={columns}
      renderRowActions={(note, onEdit) => (
        <DocumentRowActions kind={CREDIT_NOTE} row={note} editable={false} onEdit={onEdit} />
      )}
    />
  );
}
