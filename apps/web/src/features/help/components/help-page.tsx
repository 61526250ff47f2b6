import { buildMenu, type TMenuItem } from '@amc/contracts';
import { Accordion, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from '../../../components/menu-icon';
import { useSession } from '../../../lib/session';

function MenuEntries({ items, depth = 0 }: { items: TMenuItem[]; depth?: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" ps={depth ? 'lg' : 0}>
      {items.map((item) => (
        <div key={item.key}>
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon variant="light" size={32} radius="md">
              <MenuIcon name={item.icon} size={18} />
            </ThemeIcon>
            <div>
              <Text fw={500}>{t(item.label, { ns: 'menu' })}</Text>
              <Text size="sm" c="dimmed">
                {t(`help.menu.${item.key}`)}
              </Text>
            </div>
          </Group>
          {item.children && (
            <Stack mt="sm">
              <MenuEntries items={item.children} depth={depth + 1} />
            </Stack>
          )}
        </div>
      ))}
    </Stack>
  );
}

/** For new users: what each menu entry is for (their own menu), how to sign in, where the settings are. */
export function HelpPage() {
  const { t } = useTranslation();
  const { user, permissions } = useSession();
  const menu = user ? buildMenu(user.role_name, permissions ?? []) : [];
  return (
    <Stack gap="lg" maw={900}>
      <Group gap="sm">
        <ThemeIcon size={40} radius="md" variant="light">
          <IconHelpCircle size={24} />
        </ThemeIcon>
        <div>
          <Title order={2}>{t('help.title')}</Title>
          <Text c="dimmed">{t('help.subtitle')}</Text>
        </div>
      </Group>
      <Card withBorder radius="md" p={0}>
        <Accordion multiple defaultValue={['menu']} variant="contained" radius="md">
          <Accordion.Item value="signin">
            <Accordion.Control>{t('help.signinTitle')}</Accordion.Control>
            <Accordion.Panel>
              <List spacing="xs">
                <List.Item>{t('help.signinStep1')}</List.Item>
                <List.Item>{t('help.signinStep2')}</List.Item>
                <List.Item>{t('help.signinStep3')}</List.Item>
                <List.Item>{t('help.signinStep4')}</List.Item>
              </List>
            </Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="menu">
            <Accordion.Control>{t('help.menuTitle')}</Accordion.Control>
            <Accordion.Panel>
              <MenuEntries items={menu} />
            </Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="settings">
            <Accordion.Control>{t('help.settingsTitle')}</Accordion.Control>
            <Accordion.Panel>
              <List spacing="xs">
                <List.Item>{t('help.settings1')}</List.Item>
                <List.Item>{t('help.settings2')}</List.Item>
                <List.Item>{t('help.settings3')}</List.Item>
              </List>
            </Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="appearance">
            <Accordion.Control>{t('help.appearanceTitle')}</Accordion.Control>
            <Accordion.Panel>
              <List spacing="xs">
                <List.Item>{t('help.appearance1')}</List.Item>
                <List.Item>{t('help.appearance2')}</List.Item>
                <List.Item>{t('help.appearance3')}</List.Item>
              </List>
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
      </Card>
    </Stack>
  );
}
