import { pagePath } from '@amc/contracts';
import { Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconChevronDown,
  IconHelpCircle,
  IconKey,
  IconLogout,
  IconShieldLock,
  IconApi,
  IconUserCircle,
} from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLogout } from '../../features/auth/api/use-logout';
import { userProfilePath, type TUserPageState } from '../../features/user/components/user-paths';
import { useSession } from '../../lib/session';
import { FileAvatar } from '../../components/file-avatar';

// Loaded when first opened: its form, password inputs and checks are no part of what every page downloads.
const ChangePasswordModal = lazy(() =>
  import('../../features/auth/components/change-password-modal').then((module) => ({
    default: module.ChangePasswordModal,
  })),
);

export function UserMenu() {
  const { t } = useTranslation();
  const { user } = useSession();
  const logout = useLogout();
  const [changingPassword, passwordModal] = useDisclosure(false);
  if (!user) return null;
  const role = t(`role.${user.role_name}`);
  return (
    <>
      <Menu position="bottom-end" width={220} shadow="md">
        <Menu.Target>
          {/* Named by its text, not an aria-label: the name and role it shows must be part of its name (WCAG
              2.5.3, axe's label-content-name-mismatch); the avatar's initials are decoration. */}
          <UnstyledButton data-testid="user-menu" mih={44}>
            <VisuallyHidden>{t('header.userMenu')}</VisuallyHidden>
            <Group gap="xs" wrap="nowrap">
              <FileAvatar
                src={user.profile}
                name={user.full_name}
                color="initials"
                radius="xl"
                size={36}
                aria-hidden
              />
              <div style={{ lineHeight: 1.1 }}>
                <Text size="sm" fw={500} visibleFrom="md" maw={160} truncate title={user.full_name}>
                  {user.full_name}
                </Text>
                <Text size="xs" c="dimmed" visibleFrom="md">
                  {role}
                </Text>
              </div>
              <IconChevronDown size={14} />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          {/* The name leads to one's own profile, which everyone may open and edit, whatever their rights. */}
          <Menu.Item
            component={Link}
            to={userProfilePath(user.email)}
            state={{ email: user.email } satisfies TUserPageState}
            leftSection={<IconUserCircle size={16} />}
            aria-label={t('header.myProfile')}
            data-testid="my-profile"
          >
            <Text size="sm" fw={500} truncate title={user.full_name}>
              {user.full_name}
            </Text>
            <Text size="xs" c="dimmed">
              {role}
            </Text>
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item leftSection={<IconKey size={16} />} onClick={passwordModal.open}>
            {t('password.change.menu')}
          </Menu.Item>
          <Menu.Item component={Link} to={pagePath('twoFactor')} leftSection={<IconShieldLock size={16} />}>
            {t('twoFactor.menu')}
          </Menu.Item>
          <Menu.Item component={Link} to={pagePath('apiTokens')} leftSection={<IconApi size={16} />}>
            {t('apiToken.menu')}
          </Menu.Item>
          <Menu.Item component={Link} to={pagePath('help')} leftSection={<IconHelpCircle size={16} />}>
            {t('header.help')}
          </Menu.Item>
          <Menu.Item
            color="red"
            leftSection={<IconLogout size={16} />}
            onClick={() => logout.mutate()}
            disabled={logout.isPending}
          >
            {t('header.signOut')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {changingPassword && (
        <Suspense fallback={null}>
          <ChangePasswordModal opened onClose={passwordModal.close} />
        </Suspense>
      )}
    </>
  );
}
