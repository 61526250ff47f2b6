import type { TUserListRow } from '@amc/contracts';
import { ActionIcon, Tooltip } from '@mantine/core';
import { IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CONFIRM_TITLE, openConfirm } from '../../../components/confirm-action';
import { useRight } from '../../../lib/use-right';
import { useDeleteUser } from '../api/use-delete-user';
import { userEditPath, userProfilePath, type TUserPageState } from './user-paths';

/** View (profile), edit and delete of one row, each shown only with its right. */
export function UserRowActions({ row }: { row: TUserListRow }) {
  const { t } = useTranslation();
  const canEdit = useRight('user_edit');
  const canDelete = useRight('user_delete');
  const remove = useDeleteUser();
  const state: TUserPageState = { email: row.email };
  return (
    <>
      <Tooltip label={t('user.viewProfile')}>
        <ActionIcon
          variant="subtle"
          component={Link}
          to={userProfilePath(row.email)}
          state={state}
          aria-label={`${t('user.viewProfile')}: ${row.full_name}`}
        >
          <IconEye size={18} />
        </ActionIcon>
      </Tooltip>
      {canEdit && (
        <Tooltip label={t('user.editUser')}>
          <ActionIcon
            variant="subtle"
            color="teal"
            component={Link}
            to={userEditPath(row.email)}
            state={state}
            aria-label={`${t('user.editUser')}: ${row.full_name}`}
          >
            <IconPencil size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      {canDelete && (
        <Tooltip label={t('user.delete')}>
          <ActionIcon
            variant="subtle"
            color="red"
            loading={remove.isPending}
            onClick={() =>
              openConfirm({
                title: CONFIRM_TITLE,
                confirmLabel: 'Yes, Delete it',
                onConfirm: () => remove.mutate(row.id),
              })
            }
            aria-label={`${t('user.delete')}: ${row.full_name}`}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </>
  );
}
