import { ENDPOINTS, BUSINESS_ROLES, ZBusinessRole, ZUserListRow, type TBusinessRole } from '@amc/contracts';
import { Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { DataTable } from '../../../components/data-table/data-table';
import { useRight } from '../../../lib/use-right';
import { useDeleteUsers } from '../api/use-delete-users';
import { userColumns } from './user-columns';
import { userAddPath, USERS_TAB_PARAM } from './user-paths';
import { UserRowActions } from './user-row-actions';

const ALL = 'all';
const NO_FILTER = {};
/** One object per role, so a tab's fixed filter keeps its identity between renders. */
const ROLE_FILTERS = Object.fromEntries(BUSINESS_ROLES.map((role) => [role, { role }])) as Record<
  TBusinessRole,
  { role: TBusinessRole }
>;

/** /users/list: employees, customers and suppliers, with a tab per role (SPEC section 2; CSV userData). */
export function UsersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const parsedTab = ZBusinessRole.safeParse(params.get(USERS_TAB_PARAM));
  const role = parsedTab.success ? parsedTab.data : null;
  const deleteUsers = useDeleteUsers();
  const columns = useMemo(() => userColumns(t), [t]);
  const canAdd = useRight('user_add');
  const canDelete = useRight('user_delete');

  const selectTab = (value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value && value !== ALL) next.set(USERS_TAB_PARAM, value);
        else next.delete(USERS_TAB_PARAM);
        return next;
      },
      { replace: true },
    );

  return (
    <Stack gap="md">
      <div>
        <Title order={2}>{t('users', { ns: 'menu' })}</Title>
        <Text c="dimmed">{t('user.list.subtitle')}</Text>
      </div>
      <Tabs value={role ?? ALL} onChange={selectTab}>
        <Tabs.List>
          <Tabs.Tab value={ALL}>{t('user.tab.all')}</Tabs.Tab>
          {BUSINESS_ROLES.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(`user.tab.${value}s`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <DataTable
        tableId="users"
        endpoint={ENDPOINTS.user.list}
        rowSchema={ZUserListRow}
        columns={columns}
        fixedFilters={role ? ROLE_FILTERS[role] : NO_FILTER}
        searchPlaceholder={t('table.search.user')}
        csvFileName="userData"
        renderRowActions={(row) => <UserRowActions row={row} />}
        renderToolbarActions={
          canAdd
            ? () => (
                <Group gap="xs" wrap="wrap">
                  {(role ? [role] : BUSINESS_ROLES).map((value) => (
                    <Button
                      key={value}
                      component={Link}
                      to={userAddPath(value)}
                      leftSection={<IconUserPlus size={16} />}
                      variant={role ? 'filled' : 'light'}
                    >
                      {t(`user.add.${value}`)}
                    </Button>
                  ))}
                </Group>
              )
            : undefined
        }
        onDeleteSelected={canDelete ? (ids) => deleteUsers.mutateAsync({ ids }) : undefined}
      />
    </Stack>
  );
}
