import type { TAccountEntry, TAccountEntryKind } from '@amc/contracts';
import { IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CONFIRM_TITLE, openConfirm } from '../../../components/confirm-action';
import { RowActionButton } from '../../../components/row-action-button';
import { useRight } from '../../../lib/use-right';
import { useDeleteAccountEntry } from '../api/use-delete-account-entry';

/** View for everyone who sees the list; edit and delete only for a caller with the kind's right. */
export function AccountEntryRowActions({
  kind,
  entry,
  onView,
  onEdit,
}: {
  kind: TAccountEntryKind;
  entry: TAccountEntry;
  onView: (entry: TAccountEntry) => void;
  onEdit: (entry: TAccountEntry) => void;
}) {
  const { t } = useTranslation();
  const canEdit = useRight(`${kind}_edit`);
  const canDelete = useRight(`${kind}_delete`);
  const remove = useDeleteAccountEntry(kind);
  return (
    <>
      <RowActionButton label={t('accountEntry.action.view')} color="gray" onClick={() => onView(entry)}>
        <IconEye size={18} />
      </RowActionButton>
      {canEdit && (
        <RowActionButton label={t('accountEntry.action.edit')} color="blue" onClick={() => onEdit(entry)}>
          <IconPencil size={18} />
        </RowActionButton>
      )}
      {canDelete && (
        <RowActionButton
          label={t('accountEntry.action.delete')}
          color="red"
          onClick={() =>
            openConfirm({
              title: CONFIRM_TITLE,
              confirmLabel: 'Yes, Delete it',
              onConfirm: () => remove.mutate(entry.id),
            })
          }
        >
          <IconTrash size={18} />
        </RowActionButton>
      )}
    </>
  );
}
