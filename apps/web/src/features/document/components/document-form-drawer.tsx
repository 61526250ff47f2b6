import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/form-drawer';
import { useDocumentPost } from '../api/use-document-writes';
import { changePath, type TDocumentKind } from '../document-kinds';
import type { TDocumentFormActions } from './document-form-fields';

/** What a kind's form is given by the drawer: its record (null: a new one) and how to save it. */
export type TDocumentFormProps<TRow, TCreate> = { record: TRow | null } & TDocumentFormActions<TCreate>;

/**
 * Add (record null) or edit a document of any kind in a wide drawer (SPEC's edit drawers are 900 wide): lines need
 * room. A write the server refuses (a stock shortage) keeps the drawer open with its sentence in the toast.
 */
export function DocumentFormDrawer<TRow extends { id: number }, TCreate>({
  kind,
  opened,
  record,
  onClose,
  renderForm,
}: {
  kind: TDocumentKind<TRow>;
  opened: boolean;
  record: TRow | null;
  onClose: () => void;
  renderForm: (props: TDocumentFormProps<TRow, TCreate>) => ReactNode;
}) {
  const { t } = useTranslation();
  // POST <kind>/store and /update: the server numbers the document and prices its lines (409 when the stock cannot).
  const create = useDocumentPost<TRow, TCreate>(kind, kind.api.store);
  const update = useDocumentPost<TRow, TCreate & { id: number }>(kind, changePath(kind, 'update'));
  const submitting = create.isPending || update.isPending;
  const { name } = kind;

  return (
    <FormDrawer
      opened={opened}
      onClose={onClose}
      size={900}
      submitting={submitting}
      title={record ? t(`${name}.edit.title`, { number: kind.numberOf(record) }) : t(`${name}.add.title`)}
    >
      {/* Keyed by the record, so opening another one starts from its own values. */}
      <div key={record?.id ?? 'new'}>
        {renderForm({
          record,
          submitting,
          submitLabel: record ? t(`${name}.edit.submit`) : t(`${name}.add.submit`),
          onSubmit: ({ body, onError }) => {
            const handlers = { onSuccess: onClose, onError };
            if (record) update.mutate({ ...body, id: record.id }, handlers);
            else create.mutate(body, handlers);
          },
          onCancel: onClose,
        })}
      </div>
    </FormDrawer>
  );
}
