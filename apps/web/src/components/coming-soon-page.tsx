import { Card, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Routes of modules that later releases implement: registered now so the menu never leads nowhere. */
export function ComingSoonPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Card withBorder padding="xl" radius="md" maw={520} w="100%">
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={56} radius="xl" variant="light">
            <IconTools size={30} />
          </ThemeIcon>
          <Title order={2}>{t(titleKey, { ns: 'menu' })}</Title>
          <Text c="dimmed">{t('comingSoon.text')}</Text>
        </Stack>
      </Card>
    </Center>
  );
}
