import { pagePath } from '@amc/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FormDrawer } from '../../../components/form-drawer';
import { useDocumentPost } from '../api/use-document-writes';
import type { TDocumentKind } from '../document-kinds';
import type { TDocumentFormActions } from './document-form-fields';

/**
 * Issuing a document that sends goods back (a credit note of a bill, a return of a purchase), beside the page of the
 * document they came with: POST <kind>/store (more than is left of a line answers 409 on that line), then its
 * lists, the stock and the source's view refetch and the new document opens, to print or mail it.
 */
export function ReturnFormDrawer<TRow extends { id: number }, TBody>({
  kind,
  title,
  opened,
  onClose,
  version,
  renderForm,
}: {
  kind: TDocumentKind<TRow>;
  title: string;
  opened: boolean;
  onClose: () => void;
  /** What was given back so far: the form starts again from the source as it is after each issue. */
  version: string;
  renderForm: (actions: TDocumentFormActions<TBody>) => ReactNode;
}) {
  const { t } = useTranslation();
  const issue = useDocumentPost<TRow, TBody>(kind, kind.api.store);
  const navigate = useNavigate();
  return (
    <FormDrawer opened={opened} onClose={onClose} size={760} submitting={issue.isPending} title={title}>
      <div key={version}>
        {renderForm({
          submitting: issue.isPending,
          submitLabel: t(`${kind.name}.add.submit`),
          onSubmit: ({ body, onError }) =>
            issue.mutate(body, {
              onSuccess: (answer) => void navigate(pagePath(kind.pages.view, { id: answer.data.id })),
              onError,
            }),
          onCancel: onClose,
        })}
      </div>
    </FormDrawer>
  );
}
