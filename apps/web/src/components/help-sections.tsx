import type { TMenuItem } from '@amc/contracts';
import { Accordion, Card, Group, List, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from './menu-icon';

/** Each menu entry with its icon, its name and one line on what it is for (help.menu.*), nested as the menu. */
export function HelpMenuEntries({ items, depth = 0 }: { items: TMenuItem[]; depth?: number }) {
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
              <HelpMenuEntries items={item.children} depth={depth + 1} />
            </Stack>
          )}
        </div>
      ))}
    </Stack>
  );
}

/** The help's lists of steps, by section: the keys are the help texts (help.*) both help pages share. */
const HELP_STEPS = {
  signin: ['help.signinStep1', 'help.signinStep2', 'help.signinStep3', 'help.signinStep4'],
  settings: ['help.settings1', 'help.settings2', 'help.settings3'],
  appearance: ['help.appearance1', 'help.appearance2', 'help.appearance3'],
} as const;

/** The section titles of HELP_STEPS. */
export const HELP_SECTION_TITLES = {
  signin: 'help.signinTitle',
  settings: 'help.settingsTitle',
  appearance: 'help.appearanceTitle',
} as const satisfies Record<keyof typeof HELP_STEPS, string>;

/** One section of the help as a list of steps (the in-app help and the public help document). */
export function HelpSteps({ section }: { section: keyof typeof HELP_STEPS }) {
  const { t } = useTranslation();
  return (
    <List spacing="xs">
      {HELP_STEPS[section].map((key) => (
        <List.Item key={key}>{t(key)}</List.Item>
      ))}
    </List>
  );
}

/**
 * The help's sections in one card: signing in, the menu given (the reader's own in the app, the admin's whole
 * menu in the public help document), any sections of the page's own after it, then settings and appearance.
 */
export function HelpAccordion({
  menu,
  opened,
  children,
}: {
  menu: TMenuItem[];
  opened: string[];
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" p={0}>
      <Accordion multiple defaultValue={opened} variant="contained" radius="md">
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
        {children}
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
  );
}
