import { pagePath } from '@amc/contracts';
import { Button, Stack } from '@mantine/core';
import { IconDownload, IconFileTypePdf, IconMail, IconPencil } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordLoader, RecordPageHeader, useRouteId } from '../../../components/record-page';
import { useRight } from '../../../lib/use-right';
import { useDocumentDetail } from '../api/use-document-detail';
import type { TDocumentKind } from '../document-kinds';
import { downloadDocumentPdf, useConfirmEmail, viewDocumentPdf } from './document-actions';

/** A document's view from its route's id: loading, not found (another party's too), then the kind's view. */
export function DocumentViewPage<TRow extends { id: number }>({
  kind,
  children,
}: {
  kind: TDocumentKind<TRow>;
  children: (row: TRow) => ReactNode;
}) {
  const { t } = useTranslation();
  const id = useRouteId();
  const detail = useDocumentDetail(kind, id);
  return (
    <RecordLoader id={id} query={detail} notFoundText={t(`${kind.name}.view.notFound`)}>
      {children}
    </RecordLoader>
  );
}

/**
 * What every document's view has: its number and status, back to its list, edit (with the right, while
 * `editable`), its PDF to view and save, its mail (confirmed with `mailMessage`), the kind's own buttons after
 * (`actions`), then the kind's body; the edit drawer is the kind's form (`renderEdit`).
 */
export function DocumentView<TRow extends { id: number }>({
  kind,
  row,
  badge,
  editable = true,
  mailMessage,
  leading,
  actions,
  renderEdit,
  children,
}: {
  kind: TDocumentKind<TRow>;
  row: TRow;
  badge: ReactNode;
  editable?: boolean;
  mailMessage?: string;
  /** Buttons before the edit (the customer's answer). */
  leading?: ReactNode;
  actions?: ReactNode;
  renderEdit: (drawer: { opened: boolean; onClose: () => void }) => ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const canEdit = useRight(kind.rights.edit) && editable;
  const email = useConfirmEmail(kind, row, mailMessage ?? '');
  const [editing, setEditing] = useState(false);

  return (
    <Stack gap="md">
      <RecordPageHeader
        title={kind.numberOf(row)}
        badge={badge}
        subtitle={t(`${kind.name}.view.subtitle`)}
        listPath={pagePath(kind.pages.list)}
      >
        {leading}
        {canEdit && (
          <Button variant="light" leftSection={<IconPencil size={16} />} onClick={() => setEditing(true)}>
            {t(`${kind.name}.action.edit`)}
          </Button>
        )}
        <Button
          variant="light"
          color="grape"
          leftSection={<IconFileTypePdf size={16} />}
          onClick={() => viewDocumentPdf(kind, row)}
        >
          {t(kind.pdfTexts.view)}
        </Button>
        <Button
          variant="light"
          color="grape"
          leftSection={<IconDownload size={16} />}
          onClick={() => downloadDocumentPdf(kind, row)}
        >
          {t(kind.pdfTexts.download)}
        </Button>
        {email && mailMessage && (
          <Button
            variant="light"
            leftSection={<IconMail size={16} />}
            loading={email.pending}
            onClick={email.confirm}
          >
            {t('documentLines.sendMail')}
          </Button>
        )}
        {actions}
      </RecordPageHeader>
      {children}
      {renderEdit({ opened: editing, onClose: () => setEditing(false) })}
    </Stack>
  );
}
