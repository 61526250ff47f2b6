import { buildMenu } from '@amc/contracts';
import { Accordion, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { HELP_SECTION_TITLES, HelpMenuEntries, HelpSteps } from '../../../components/help-sections';
import { useSession } from '../../../lib/session';

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
            <Accordion.Control>{t(HELP_SECTION_TITLES.signin)}</Accordion.Control>
            <Accordion.Panel>
              <HelpSteps section="signin" />
            </Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="menu">
            <Accordion.Control>{t('help.menuTitle')}</Accordion.Control>
            <Accordion.Panel>
              <HelpMenuEntries items={menu} />
            </Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="settings">
            <Accordion.Control>{t(HELP_SECTION_TITLES.settings)}</Accordion.Control>
            <Accordion.Panel>
              <HelpSteps section="settings" />
            </Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="appearance">
            <Accordion.Control>{t(HELP_SECTION_TITLES.appearance)}</Accordion.Control>
            <Accordion.Panel>
              <HelpSteps section="appearance" />
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
      </Card>
    </Stack>
  );
}
