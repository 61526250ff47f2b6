import type { TUserListRow } from '@amc/contracts';
import { Anchor, Text } from '@mantine/core';
import type { MRT_ColumnDef } from 'mantine-react-table';
import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import { DateText } from '../../../components/date-text';
import { RoleBadge } from './role-badge';
import { userProfilePath, type TUserPageState } from './user-paths';
import { FileAvatar } from '../../../components/file-avatar';

/**
 * The users table's columns. A column's id is the API's sort name (contracts' USER_SORT_COLUMNS); the others
 * cannot be sorted. The role tabs filter by role, so no column has a filter of its own.
 */
export function userColumns(t: TFunction): MRT_ColumnDef<TUserListRow>[] {
  const plain = { enableSorting: false, enableColumnFilter: false } as const;
  // Sizes are minimum widths: together with the selection and actions columns they fit a 1280 px screen.
  return [
    {
      id: 'profile',
      header: t('user.column.photo'),
      ...plain,
      size: 50,
      Cell: ({ row }) => (
        <FileAvatar
          src={row.original.profile}
          name={row.original.full_name}
          color="initials"
          radius="xl"
          size={36}
        />
      ),
    },
    {
      id: 'unique_identity',
      accessorFn: (row) => row.unique_identity ?? '',
      header: t('user.column.id'),
      enableColumnFilter: false,
      size: 95,
      Cell: ({ row }) => (
        <Text size="sm" dir="ltr" style={{ whiteSpace: 'nowrap' }}>
          {row.original.unique_identity ?? t('user.na')}
        </Text>
      ),
    },
    {
      id: 'first_name',
      accessorFn: (row) => row.full_name,
      header: t('user.column.name'),
      enableColumnFilter: false,
      size: 120,
      Cell: ({ row }) => (
        <Anchor
          component={Link}
          to={userProfilePath(row.original.email)}
          state={{ email: row.original.email } satisfies TUserPageState}
          size="sm"
          fw={500}
        >
          <bdi>{row.original.full_name}</bdi>
        </Anchor>
      ),
    },
    {
      id: 'email',
      accessorKey: 'email',
      header: t('user.field.email'),
      enableColumnFilter: false,
      size: 150,
      // Long addresses would push the row actions out of sight: cut with an ellipsis, whole on hover.
      Cell: ({ row }) => (
        <Text size="sm" truncate="end" maw={150} title={row.original.email} dir="ltr">
          {row.original.email}
        </Text>
      ),
    },
    {
      id: 'mobile',
      accessorFn: (row) => row.mobile ?? '',
      header: t('user.field.mobile'),
      ...plain,
      size: 95,
      Cell: ({ row }) => <bdi dir="ltr">{row.original.mobile ?? t('user.na')}</bdi>,
    },
    {
      id: 'role',
      accessorKey: 'role_name',
      header: t('user.field.role'),
      enableColumnFilter: false,
      size: 95,
      Cell: ({ row }) => <RoleBadge role={row.original.role_name} />,
    },
    {
      id: 'company_name',
      accessorFn: (row) => row.company_name ?? '',
      header: t('user.column.company'),
      ...plain,
      size: 110,
      Cell: ({ row }) => <bdi>{row.original.company_name ?? t('user.na')}</bdi>,
    },
    {
      id: 'city',
      accessorFn: (row) => row.city ?? '',
      header: t('user.field.city'),
      enableColumnFilter: false,
      size: 90,
      Cell: ({ row }) => <bdi>{row.original.city ?? t('user.na')}</bdi>,
    },
    {
      id: 'created_at',
      accessorKey: 'created_at',
      header: t('user.column.created'),
      enableColumnFilter: false,
      size: 100,
      Cell: ({ row }) => <DateText value={row.original.created_at} />,
    },
  ];
}
