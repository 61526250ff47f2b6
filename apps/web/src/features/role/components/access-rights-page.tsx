import { canChangeRight, canChangeRoleRights, type TPermission, type TRole } from '@amc/contracts';
import {
  Alert,
  Badge,
  Button,
  Center,
  Group,
  Indicator,
  Loader,
  Paper,
  Stack,
  Tabs,
  Text,
} from '@mantine/core';
import { IconAlertTriangle, IconDeviceFloppy, IconLock, IconRestore } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { translateMessage } from '../../../i18n/translate-message';
import { useSession } from '../../../lib/session';
import { useModules } from '../api/use-modules';
import { useRoles } from '../api/use-roles';
import { useUpdateRoleRights } from '../api/use-update-role-rights';
import { LeaveUnsavedModal } from './leave-unsaved-modal';
import { RightsMatrix } from '../../../components/rights-matrix';

const sameRights = (a: ReadonlySet<string>, b: readonly string[]) =>
  a.size === b.length && b.every((r) => a.has(r));

/** /accessrights: each role's rights, one tab a role; changes stay a draft per role until saved. */
export function AccessRightsPage() {
  const { t } = useTranslation();
  const roles = useRoles();
  const modules = useModules();
  const update = useUpdateRoleRights();
  // The signed-in user's rights (null: the admin, who holds them all) bound what it may give or take away.
  const { permissions: held } = useSession();
  const [selected, setSelected] = useState<string | null>(null);
  const [drafts, setDrafts] = useState<Record<number, Set<string>>>({});

  const list = roles.data ?? [];
  const role = list.find((r) => String(r.id) === selected) ?? list.find((r) => r.slug !== 'admin') ?? list[0];
  const isDirty = (r: TRole) => drafts[r.id] !== undefined && !sameRights(drafts[r.id]!, r.permissions);
  const anyDirty = list.some(isDirty);

  // A reload would lose the drafts: the browser asks first.
  useEffect(() => {
    if (!anyDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [anyDirty]);

  const failure = roles.error ?? modules.error;
  if (failure) {
    return (
      <Alert color="red" icon={<IconAlertTriangle />} title={t('toast.error')}>
        {translateMessage(t, failure.message)}
      </Alert>
    );
  }
  if (!roles.data || !modules.data || !role) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }

  const readOnly = !canChangeRoleRights(held, role.slug);
  const value = drafts[role.id] ?? new Set(role.permissions);
  const dirty = isDirty(role);
  const forget = (id: number) =>
    setDrafts((all) => Object.fromEntries(Object.entries(all).filter(([key]) => Number(key) !== id)));

  const save = () =>
    update.mutate(
      { role_id: role.id, permissions: [...value] as TPermission[] },
      { onSuccess: () => forget(role.id) },
    );

  return (
    <Stack gap="md">
      <LeaveUnsavedModal when={anyDirty && !update.isPending} />
      <PageTitle title={t('role.list.title')} subtitle={t('role.list.subtitle')} />
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <Tabs value={String(role.id)} onChange={setSelected} keepMounted={false}>
            <Tabs.List>
              {list.map((r) => (
                <Tabs.Tab
                  key={r.id}
                  value={String(r.id)}
                  leftSection={r.slug === 'admin' ? <IconLock size={14} /> : undefined}
                >
                  <Indicator disabled={!isDirty(r)} size={8} offset={-4} position="top-end" color="orange">
                    {t(`role.${r.slug}`, { defaultValue: r.name })}
                  </Indicator>
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
          {readOnly ? (
            <Alert color="blue" icon={<IconLock />}>
              {t(role.slug === 'admin' ? 'role.adminReadOnly' : 'role.customerAdminOnly')}
            </Alert>
          ) : (
            <Text size="sm" c="dimmed">
              {t('role.forcedLogoutNote')} {held !== null && t('role.heldRightsOnly')}
            </Text>
          )}
          <RightsMatrix
            modules={modules.data}
            value={value}
            readOnly={readOnly}
            canChange={(right) => canChangeRight(held, right)}
            onChange={(next) => setDrafts((all) => ({ ...all, [role.id]: next }))}
          />
          {!readOnly && (
            <Group justify="space-between">
              <div>
                {dirty && (
                  <Badge color="orange" variant="light" data-testid="unsaved-rights">
                    {t('role.unsaved')}
                  </Badge>
                )}
              </div>
              <Group gap="sm">
                <Button
                  variant="default"
                  leftSection={<IconRestore size={18} />}
                  disabled={!dirty || update.isPending}
                  onClick={() => forget(role.id)}
                >
                  {t('role.reset')}
                </Button>
                <Button
                  leftSection={<IconDeviceFloppy size={18} />}
                  disabled={!dirty || update.isPending}
                  loading={update.isPending}
                  onClick={save}
                >
                  {t('role.save')}
                </Button>
              </Group>
            </Group>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
