import type { TUserListRow, TUserSortColumn, TUserFilter } from '@amc/contracts';
import { Anchor, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import type { TDataColumn } from '../../../components/data-table/data-table';
import { DateText } from '../../../components/date-text';
import { RoleBadge } from './role-badge';
import { userProfilePath, type TUserPageState } from './user-paths';
import { FileAvatar } from '../../../components/file-avatar';

/**
 * The users table's columns. A column's id is the API's sort name (contracts' USER_SORT_COLUMNS); the others
 * cannot be sorted. The role tabs filter by role, so no column has a filter of its own.
 */
export function userColumns(t: TFunction): TDataColumn<TUserListRow, TUserSortColumn, TUserFilter>[] {
  // Widths are where the columns start: together with the selection and actions columns they fit a 1280 px screen.
  return [
    {
      id: 'profile',
      header: t('user.column.photo'),
      width: 50,
      render: (row) => (
        <FileAvatar src={row.profile} name={row.full_name} color="initials" radius="xl" size={36} />
      ),
    },
    {
      id: 'unique_identity',
      header: t('user.column.id'),
      sortable: true,
      width: 95,
      render: (row) => (
        <Text size="sm" dir="ltr" style={{ whiteSpace: 'nowrap' }}>
          {row.unique_identity ?? t('user.na')}
        </Text>
      ),
    },
    {
      id: 'first_name',
      header: t('user.column.name'),
      value: (row) => row.full_name,
      sortable: true,
      width: 120,
      render: (row) => (
        <Anchor
          component={Link}
          to={userProfilePath(row.email)}
          state={{ email: row.email } satisfies TUserPageState}
          size="sm"
          fw={500}
        >
          <bdi>{row.full_name}</bdi>
        </Anchor>
      ),
    },
    {
      id: 'email',
      header: t('user.field.email'),
      sortable: true,
      width: 150,
      // Long addresses would push the row actions out of sight: cut with an ellipsis, whole on hover.
      render: (row) => (
        <Text size="sm" truncate="end" maw={150} title={row.email} dir="ltr">
          {row.email}
        </Text>
      ),
    },
    {
      id: 'mobile',
      header: t('user.field.mobile'),
      width: 95,
      render: (row) => <bdi dir="ltr">{row.mobile ?? t('user.na')}</bdi>,
    },
    {
      id: 'role',
      header: t('user.field.role'),
      value: (row) => row.role_name,
      sortable: true,
      width: 95,
      render: (row) => <RoleBadge role={row.role_name} />,
    },
    {
      id: 'company_name',
      header: t('user.column.company'),
      value: (row) => row.company_name ?? t('user.na'),
      width: 110,
    },
    {
      id: 'city',
      hiddenAtFirst: true,
      header: t('user.field.city'),
      value: (row) => row.city ?? t('user.na'),
      sortable: true,
      width: 90,
    },
    {
      id: 'created_at',
      hiddenAtFirst: true,
      header: t('user.column.created'),
      sortable: true,
      width: 100,
      render: (row) => <DateText value={row.created_at} />,
    },
  ];
}
