import type { TMenuItem } from '@amc/contracts';
import {
  Avatar,
  Badge,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MenuIcon } from '../../../components/menu-icon';
import { useSession } from '../../../lib/session';
import { useSideMenu } from '../api/use-side-menu';
import classes from './dashboard-page.module.css';

function flattenLinks(items: TMenuItem[]): TMenuItem[] {
  return items.flatMap((item) => (item.children ? flattenLinks(item.children) : item.path ? [item] : []));
}

/** For now a welcome and shortcuts to every module the user may open; the full dashboard comes later. */
export function DashboardPage() {
  const { t } = useTranslation();
  const { user, permissions } = useSession();
  const { data: menu = [] } = useSideMenu(user?.role_name, permissions);
  const links = flattenLinks(menu).filter((item) => item.key !== 'dashboard');
  if (!user) return null;

  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="lg">
        <Group wrap="nowrap" gap="md">
          <Avatar src={user.profile || null} name={user.full_name} color="initials" size={64} radius="xl" />
          <div>
            <Title order={2}>{t('dashboard.welcome', { name: user.first_name || user.full_name })}</Title>
            <Group gap="xs" mt={4}>
              <Badge variant="light">{t(`role.${user.role_name}`)}</Badge>
              <Text size="sm" c="dimmed">
                {user.email}
              </Text>
            </Group>
          </div>
        </Group>
        <Text mt="md" c="dimmed">
          {t('dashboard.intro')}
        </Text>
      </Card>
      <div>
        <Title order={3} mb="sm">
          {t('dashboard.quickLinks')}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="md">
          {links.map((item) => (
            <UnstyledButton key={item.key} component={Link} to={item.path ?? '/'} className={classes.tile}>
              <ThemeIcon size={44} radius="md" variant="light">
                <MenuIcon name={item.icon} size={26} />
              </ThemeIcon>
              <Text size="sm" fw={500} mt="xs">
                {t(item.label, { ns: 'menu' })}
              </Text>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      </div>
    </Stack>
  );
}
