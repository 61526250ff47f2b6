import { pagePath } from '@amc/contracts';
import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { storeInstallStatus } from '../../../lib/browser-storage';

/**
 * The wizard's last screen, after an install or a restore, with the way to sign in. Its words are true: a welcome
 * mail is promised only where a mail server was set up to send it (the wizard chooses the lines).
 */
export function InstallThankYou({ title, lines }: { title: string; lines: string[] }) {
  const { t } = useTranslation();
  const continueToSignIn = () => {
    storeInstallStatus(true);
    // A full reload: the start-up checks run again and now find the product installed.
    window.location.assign(pagePath('signin'));
  };
  return (
    <Stack align="center" ta="center" gap="md" py="lg">
      <ThemeIcon size={72} radius="xl" color="green" variant="light">
        <IconCircleCheck size={44} />
      </ThemeIcon>
      <Title order={2}>{title}</Title>
      {lines.map((line) => (
        <Text key={line} maw={560}>
          {line}
        </Text>
      ))}
      <Button size="md" onClick={continueToSignIn}>
        {t('install.continue')}
      </Button>
    </Stack>
  );
}
