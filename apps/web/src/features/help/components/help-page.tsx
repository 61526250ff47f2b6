import { buildMenu } from '@amc/contracts';
import { Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { HelpAccordion } from '../../../components/help-sections';
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
      <HelpAccordion menu={menu} opened={['menu']} />
    </Stack>
  );
}
