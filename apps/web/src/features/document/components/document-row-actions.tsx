import { pagePath } from '@amc/contracts';
import { IconEye, IconFileTypePdf, IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CONFIRM_TITLE, openConfirm } from '../../../components/confirm-action';
import { RowActionButton } from '../../../components/row-action-button';
import { useRight } from '../../../lib/use-right';
import { useDeleteDocument } from '../api/use-document-writes';
import type { TDocumentKind } from '../document-kinds';
import { viewDocumentPdf } from './document-actions';

/**
 * View, edit, PDF and delete of one document, each write only with its kind's right; `editable` says whether the
 * document itself may still change (a final quotation, a contract's bill may not). A kind's own actions (convert,
 * deliver) stand before the delete.
 */
export function DocumentRowActions<TRow extends { id: number }>({
  kind,
  row,
  editable = true,
  pdf = true,
  onEdit,
  children,
}: {
  kind: TDocumentKind<TRow>;
  row: TRow;
  editable?: boolean;
  /** Whether the row offers the PDF (a purchase order's is on its page). */
  pdf?: boolean;
  onEdit: (row: TRow) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canEdit = useRight(kind.rights.edit) && editable;
  const canDelete = useRight(kind.rights.delete);
  const remove = useDeleteDocument(kind);
  const { name } = kind;

  return (
    <>
      <RowActionButton
        label={t(`${name}.action.view`)}
        onClick={() => navigate(pagePath(kind.pages.view, { id: row.id }))}
      >
        <IconEye size={18} />
      </RowActionButton>
      {canEdit && (
        <RowActionButton label={t(`${name}.action.edit`)} color="blue" onClick={() => onEdit(row)}>
          <IconPencil size={18} />
        </RowActionButton>
      )}
      {pdf && (
        <RowActionButton
          label={t(kind.pdfTexts.view)}
          color="grape"
          onClick={() => viewDocumentPdf(kind, row)}
        >
          <IconFileTypePdf size={18} />
        </RowActionButton>
      )}
      {children}
      {canDelete && (
        <RowActionButton
          label={t(`${name}.action.delete`)}
          color="red"
          onClick={() =>
            openConfirm({
              title: CONFIRM_TITLE,
              confirmLabel: 'Yes, Delete it',
              onConfirm: () => remove.mutate(row.id),
            })
          }
        >
          <IconTrash size={18} />
        </RowActionButton>
      )}
    </>
  );
}
